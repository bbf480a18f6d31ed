"""maqueen.py – Version 1.0.0 (Platzhalter)"""
print("hallo")
