# Les messages de ringmail en français : tout texte que le serveur écrit
# dans le corps d'un courriel, par clé. Les mots des commandes, la
# notation des coups, les identifiants, le plateau ASCII et les sujets
# n'y sont pas : ils sont les mêmes dans toutes les langues.

# Le nom de la langue dans la langue, tel que `help language` le montre.
language-name = français

# Des mots montrés tels quels (ce qu'un joueur a écrit, une liste).
verbatim = { $text }
