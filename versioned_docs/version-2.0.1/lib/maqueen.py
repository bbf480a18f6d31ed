"""maqueen.py – Version 2.0.1 (Platzhalter)"""
print("hallo")
