
## server

# La ligne d'une commande refusée dans une réponse.
refused = Erreur : { $error }

## Réponses à un courriel

server-oversize =
    Votre courriel dépasse { $kib } Kio : il n'a pas été lu.
    Envoyez vos commandes dans un courriel court, en texte brut.

server-no-command =
    Aucune commande n'a été trouvée dans votre courriel.
    Une commande est une ligne (ou l'objet) qui commence par { $words } ;
    envoyez 'help' pour en avoir la liste.

server-more-command-lines = ... { $count ->
        [one] { $count } ligne de commande de plus
       *[other] { $count } lignes de commande de plus
    }

server-too-many-commands =
    au plus { $max } commandes sont lues dans un courriel ; { $count ->
        [one] la ligne suivante n'a pas été lue.
       *[other] les { $count } lignes suivantes n'ont pas été lues.
    }
    Renvoyez-{ $count ->
        [one] la
       *[other] les
    } dans un autre courriel.

server-reply-echo = { $line } (une réponse pour { $user } dans la partie { $board } de { $game })

server-original-follows = Voici votre courriel d'origine :

server-original-cut = [... la suite de votre courriel n'est pas reproduite]

server-short-reply-cut = [... réponse coupée : envoyez 'help' depuis une adresse confirmée pour en savoir plus]

server-cut-notice = [... la suite de cette réponse a été coupée : une réponse fait au plus 64 Kio]

## Pendules

server-duration-less-than-an-hour = moins d'une heure
server-duration-hours = { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }
server-duration-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
server-duration-days-hours = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } et { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }

server-clock-reminder =
    { $user }, c'est à vous de jouer dans la partie { $board } de { $game }, qui attend votre coup depuis { $waited }.
    Sans coup de votre part, vous perdez au temps dans { $left } (le temps passé en vacances ne compte pas).

server-clock-loss = { $user } a perdu au temps : aucun coup en { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.

server-clock-unreachable-loss = { $user } n'a pas été joignable par courriel pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } : { $user } perd au temps.

server-clock-void = La partie { $board } est annulée : { $user } a dépassé son temps sans jamais y avoir joué, il n'y a donc pas de gagnant et les classements Elo ne changent pas.

## Rebonds

server-bounce-no-mailbox = la boîte aux lettres n'existe pas
server-bounce-no-domain = le domaine de l'adresse n'existe pas
server-bounce-disabled = la boîte aux lettres est désactivée
server-bounce-full = la boîte aux lettres est pleine
server-bounce-refuses-server = le serveur destinataire refuse le courrier de ce serveur
server-bounce-unreachable-system = le serveur destinataire est injoignable
server-bounce-refused = le serveur destinataire l'a refusé
server-bounce-no-reason = aucune raison donnée

server-bounce-address-lost =
    { $user }, le courrier envoyé à votre adresse { $address } revient : { $meaning } ({ $status } : { $reason }).
    Le serveur ne lui envoie plus rien ; votre courrier part désormais à { $to }.
    Tout courriel envoyé depuis { $address } et accepté par le serveur la remet en service.

server-bounce-unreachable =
    { $user } n'est plus joignable par courriel : le courrier envoyé à son adresse revient ({ $meaning }, { $status }).
    La pendule de { $user } dans la partie { $board } de { $game } est arrêtée jusqu'à ce que { $user } écrive de nouveau
    ou confirme une adresse qui reçoit le courrier. Si { $user } reste injoignable pendant { $days }
    jours, la partie est perdue au temps.

server-bounce-reachable = { $user } est de nouveau joignable par courriel : sa pendule dans la partie { $board } de { $game } repart dès maintenant.
