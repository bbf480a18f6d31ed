"""maqueen.py – Version 2.0.2 (Platzhalter)"""
print("hallo")
