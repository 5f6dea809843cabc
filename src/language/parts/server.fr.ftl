
## server

# La ligne d'une commande refusée dans une réponse.
refused = Erreur : { $error }
