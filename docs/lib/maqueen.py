"""maqueen.py – Version next (Platzhalter)"""
print("hallo")
