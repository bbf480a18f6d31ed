"""maqueen.py – Version 2.0.0 (Platzhalter)"""
print("hallo")
