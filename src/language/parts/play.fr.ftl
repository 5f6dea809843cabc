
## play

# Command::parse : une ligne qui n'est pas une commande.
play-empty-command = la commande est vide
play-not-a-command-near = « { $word } » n'est pas une commande : vouliez-vous dire « { $near } » ? Écrivez : { $near } { $rest }
play-not-a-command = « { $word } » n'est pas une commande ; une commande commence par { $commands }
play-game-needs-command = « { $game } » doit être suivi d'une commande : { $game } { $commands }
play-not-a-game-command-near = « { $word } » n'est pas une commande de { $game } : vouliez-vous dire « { $near } » ? Écrivez : { $game } { $near } { $rest }
play-not-a-game-command = « { $word } » n'est pas une commande de { $game } ; écrivez { $game } suivi de l'une de ces commandes : { $commands }

# userid() et board_number() : un mot qui n'en est pas un.
play-not-a-userid = « { $word } » n'est pas un identifiant : un identifiant compte de 2 à 16 lettres, chiffres, « _ » ou « - », et commence par une lettre
play-not-a-board-number = « { $word } » n'est pas un numéro de partie ; écrivez { $form }

# Les options de pendule d'un défi.
play-clock-option-form = -{ $name }=JOURS, un nombre entier de jours de { $lo } à { $hi }
play-clock-option-needs-days = « { $option } » demande un nombre de jours : écrivez { $form }
play-not-a-clock-option = « { $option } » n'est pas une option de pendule : écrivez { $form }
play-clock-option-twice = -{ $name }= est donné deux fois ; ne le donnez qu'une fois
play-nag-not-before-forfeit = le rappel doit venir avant la perte au temps : -nag={ $nag } n'est pas inférieur à -forfeit={ $forfeit }

# Un défi refusé.
play-challenge-usage = écrivez { $game } challenge [-options] userid1 userid2, par exemple { $game } challenge alice bob
play-challenge-self = un joueur ne peut pas se défier lui-même ; nommez deux joueurs différents
play-no-such-player = il n'y a pas de joueur « { $user } » ; il doit d'abord s'inscrire
play-challenge-deleted = « { $user } » a supprimé son compte et ne peut pas être défié
play-challenge-signed-off = « { $user } » s'est retiré et ne peut pas être défié
play-challenge-unconfirmed = « { $user } » n'a pas encore confirmé d'adresse et ne peut donc pas être défié
play-challenge-wrong-sender = un défi doit venir d'une adresse de { $first } ou de { $second } ; { $address } n'en est pas une
play-boards-per-day = { $count ->
    [one] une seule partie par jour peut être lancée depuis une même adresse ; réessayez demain
   *[other] { $count } parties par jour au plus peuvent être lancées depuis une même adresse ; réessayez demain
}
play-robot-boards = { $user } joue déjà { $count } parties en cours contre des robots, le maximum permis ; terminez-en une d'abord

# La réponse à un défi : la partie commence.
play-challenge-started = La partie { $board } de { $game } commence : { $first } ({ $first_colour }) contre { $second } ({ $second_colour }).
    { $first } joue en premier.
    pendule : rappel après { $nag ->
        [one] { $nag } jour
       *[other] { $nag } jours
    }, perte au temps après { $forfeit ->
        [one] { $forfeit } jour
       *[other] { $forfeit } jours
    }

# La couleur d'un camp.
play-colour = { $colour ->
    [white] Blancs
    [black] Noirs
   *[other] { $colour }
}

# Un coup.
play-move-usage = écrivez { $game } move BOARD userid password MOVE[#N] (le coup lui-même s'écrit sans espace), par exemple { $game } move 101 alice secret { $example }
play-over-no-more-moves = la partie { $board } est terminée ({ $result }) ; plus aucun coup n'est possible
play-not-your-turn = ce n'est pas à vous de jouer dans la partie { $board } : c'est à { $user } de jouer
play-move-refused = le coup { $number } « { $text } » est refusé : { $error }
play-move-accepted = Coup { $number } de la partie { $board } de { $game } accepté : { $text }

# Le résultat d'une partie.
play-result-win = { $user } gagne
play-result-draw = partie nulle
play-result-void = partie annulée
# Personne n'est au trait.
play-nobody = personne

# Une commande mal écrite : sa forme correcte.
play-write = écrivez { $form }

# Un abandon.
play-cannot-resign = impossible d'abandonner la partie { $board } : { $error }
play-resigned = { $user } a abandonné la partie { $board } de { $game }.

# show : sa forme correcte, et ce qu'elle refuse.
play-show-form = { $game } show BOARD[#N] ... ou { $game } show userid ... [all|active|inactive|next]
play-show-usage = écrivez { $form }, par exemple { $game } show 101 ou { $game } show 101#12 102 ou { $game } show alice
play-show-too-many = { $count ->
    [one] affichez une seule partie par commande
   *[other] affichez au plus { $count } parties par commande
}
play-not-a-move-number = « { $word } » n'est pas un numéro de coup ; écrivez { $game } show { $board }#N
play-no-such-move = { $count ->
    [0] la partie { $board } n'a encore aucun coup, il n'y a donc pas de coup { $number } à afficher
    [one] la partie { $board } n'a encore qu'un coup, il n'y a donc pas de coup { $number } à afficher
   *[other] la partie { $board } n'a encore que { $count } coups, il n'y a donc pas de coup { $number } à afficher
}

# games et show userid : les parties de joueurs.
play-too-many-players = { $count ->
    [one] nommez un seul joueur par commande ; écrivez { $form }
   *[other] nommez au plus { $count } joueurs par commande ; écrivez { $form }
}
play-players-usage = { $error } ; écrivez { $form } (le dernier mot peut être all, active, inactive ou next)
play-games-name-players = votre adresse n'est celle d'aucun joueur, nommez donc les joueurs : { $game } games alice
# L'en-tête de la liste d'un joueur ; $which est le filtre.
play-boards-of = Parties de { $game } de { $user } ({ $which }) : { $count }
# Une partie dans une liste : terminée, ou qui est au trait.
play-board-over = terminée : { $result }
play-board-to-move = { $user } au trait

# history.
play-history-usage = écrivez seulement : { $game } history
play-history-heading = Parties de { $game } terminées, des plus récentes aux plus anciennes : { $count }
# Une partie terminée sans résultat enregistré.
play-over = terminée

# record : refus, réponse et courriel des relevés.
play-record-usage = écrivez { $game } record BOARD [BOARD...], par exemple { $game } record 101
play-record-too-many = { $count ->
    [one] demandez le relevé d'une seule partie par commande
   *[other] demandez les relevés de { $count } parties au plus par commande
}
play-record-sign-up = les relevés de partie ne sont envoyés qu'aux adresses confirmées : inscrivez-vous d'abord (envoyez : help signup)
play-records-per-day = { $count ->
    [one] une adresse reçoit le relevé d'une seule partie par jour ; réessayez demain
   *[other] une adresse reçoit les relevés de { $count } parties par jour au plus ; réessayez demain
}
play-no-such-board = il n'y a pas de partie { $board } de { $game }
play-record-files = { $stem }.txt (le relevé), { $stem }.json, { $stem }.gif (la partie rejouée)
# Le courriel des relevés ; $lines sont des lignes play-record-files.
play-record-mail = Voici en pièces jointes les relevés de partie demandés :

    { $lines }
    `ringmail replay { $game }` (avec --blitz pour une partie blitz) lit un relevé .txt tel quel.
play-records-coming = Les relevés des parties de { $game } n° { $boards } arrivent dans un courriel à part.

# Un avis aux deux joueurs : son texte, puis le commentaire de la commande.
play-notice = { $text }
    {""}
play-notice-comment = { $text }

    { $user } écrit :
    { $comment }
    {""}

# Le nom d'une offre ($kind : draw ou undo).
play-offer-name = { $kind ->
    [undo] demande de reprise de coup
   *[other] proposition de nulle
}
# Une offre refusée quand une autre attend.
play-own-offer-waiting = votre { $what } dans la partie { $board } attend toujours une réponse ; une seule offre peut attendre à la fois
play-offer-waiting = { $user } a fait une { $what } dans la partie { $board } ; répondez-y d'abord avec { $game } move { $board } { $me } PASSWORD accept (ou reject)

# Ce qui est impossible dans une partie terminée.
play-over-no-draw = la nulle ne peut plus être proposée
play-over-nothing-to-accept = il n'y a rien à accepter
play-over-no-undo = aucun coup ne peut être repris
play-over-nothing-to-preview = il n'y a rien à prévisualiser
play-over-no-more-moves-short = plus aucun coup n'est possible
play-over-no-queue = aucun coup ne peut être mis en attente
play-over-nothing-to-observe = il n'y a plus rien à observer

# Une nulle proposée : l'avis et la réponse.
play-draw-offered = { $user } propose la nulle dans la partie { $board } de { $game }.

    { $opponent } peut l'accepter (la partie se termine par une nulle) avec :
    {"  "}{ $game } move { $board } { $opponent } PASSWORD accept
    ou la refuser avec :
    {"  "}{ $game } move { $board } { $opponent } PASSWORD reject
    Tout coup joué dans la partie la refuse aussi.
play-draw-offer-sent = Vous avez proposé la nulle à { $opponent } dans la partie { $board } de { $game } ; vous en êtes tous deux avertis par courriel.

# Une réponse à une offre ; $answer vaut accept ou reject.
play-nothing-to-answer = il n'y a rien à { $answer ->
        [accept] accepter
       *[other] refuser
    } dans la partie { $board } : aucune proposition de nulle ni demande de reprise n'attend (proposez la nulle avec { $game } move { $board } { $user } PASSWORD propose)
play-offer-is-yours = la { $what } de la partie { $board } est la vôtre ; seul votre adversaire peut { $answer ->
        [accept] l'accepter
       *[other] la refuser
    }
play-cannot-draw = impossible de conclure la partie { $board } par une nulle : { $error }
play-draw-accepted = Vous avez accepté la nulle proposée par { $user } : la partie { $board } de { $game } est terminée, nulle.
play-undo-stale = la partie a avancé depuis la demande de reprise ; rien à accepter dans la partie { $board }
# Une reprise acceptée : l'avis, la ligne du prochain courriel de partie, la réponse.
play-undo-accepted-notice = { $user } a permis à { $requester } de reprendre le coup { $from } dans la partie { $board } de { $game } : { $count ->
        [one] le coup { $from } est retiré
       *[other] les coups { $from } à { $last } sont retirés
    }. La partie telle qu'elle est maintenant suit dans un courriel à part.
play-took-back = { $user } a repris { $count ->
        [one] le coup { $from }
       *[other] les coups { $from } à { $last }
    }
play-undo-allowed = Vous avez permis à { $requester } de reprendre le coup { $from } dans la partie { $board } de { $game } ; { $count ->
        [one] le coup { $from } est retiré
       *[other] les coups { $from } à { $last } sont retirés
    }.
# Une offre refusée : l'avis et la réponse.
play-offer-declined-notice = { $user } a refusé la { $what } de { $requester } dans la partie { $board } de { $game } ; la partie continue.
play-offer-declined = Vous avez refusé la { $what } de { $requester } dans la partie { $board } de { $game }.

# Une reprise demandée : refus, avis, réponse.
play-no-move-to-take-back = vous n'avez joué aucun coup à reprendre dans la partie { $board }
play-undo-too-late = votre dernier coup dans la partie { $board } est le coup { $number }, suivi de { $count } coups ; seul un dernier coup, ou un coup suivi d'un seul coup de l'adversaire, peut être repris
play-undo-asked = { $user } demande à reprendre son coup { $from } dans la partie { $board } de { $game } ({ $count ->
        [one] le coup { $from } serait retiré
       *[other] les coups { $from } à { $last } seraient retirés
    }).

    { $opponent } peut l'accepter avec :
    {"  "}{ $game } move { $board } { $opponent } PASSWORD accept
    ou la refuser avec :
    {"  "}{ $game } move { $board } { $opponent } PASSWORD reject
    Tout coup joué dans la partie la refuse aussi.
play-undo-asked-sent = Vous avez demandé à { $opponent } de vous laisser reprendre le coup { $number } dans la partie { $board } de { $game } ; vous en êtes tous deux avertis par courriel.

# preview.
play-preview-no-move = aucun coup à prévisualiser ; écrivez { $form }
play-preview-too-many = au plus { $most } coups sont prévisualisés à la fois ; vous en avez donné { $count }
play-move-too-long = « { $start }... » est plus long que n'importe quel coup ({ $most } caractères au plus)
play-preview-move-refused = le coup { $number } « { $text } » ({ $user } au trait) est refusé : { $error }
# Au-dessus de la partie prévisualisée.
play-preview-heading = Aperçu de la partie { $board } de { $game } après les coups { $first } à { $last } (rien n'est enregistré) :

# submit et confirm.
play-write-move = écrivez { $form } (le coup lui-même s'écrit sans espace)
# Au-dessus de la partie après le coup soumis.
play-submitted = Le coup { $number } « { $text } » de la partie { $board } de { $game } est soumis, pas encore joué. Jouez-le avec :
    {"  "}{ $game } confirm { $board } { $user } PASSWORD

    La partie après ce coup :
play-confirm-form = { $game } confirm BOARD userid password (pour jouer le coup soumis avec { $game } submit)
play-no-submitted-move = vous n'avez soumis aucun coup dans la partie { $board } ; soumettez-en un d'abord avec { $game } submit { $board } { $user } PASSWORD MOVE
play-submitted-move-stale = votre coup soumis « { $text } » valait pour le coup { $number }, mais la partie { $board } en est maintenant au coup { $now } ; soumettez à nouveau votre coup
play-submitted-move-refused = le coup { $number } que vous avez soumis, « { $text } », est refusé : { $error }

# queue.
play-queue-move-too-long = ce coup est plus long que n'importe quel coup ({ $most } caractères au plus)
play-queue-bad-number = « { $text } » : le numéro du coup se place après « # », à la fin du coup, par exemple { $game } queue { $board } { $user } PASSWORD MOVE#12
play-no-move-given = aucun coup donné ; écrivez { $form }
play-queue-played-already = le coup { $number } de la partie { $board } est déjà joué ; la partie en est au coup { $current }
play-queue-yours-now = le coup { $current } est à vous de jouer maintenant ; jouez-le avec { $game } move { $board } { $user } PASSWORD MOVE
play-queue-others-move = le coup { $current } de la partie { $board } revient à { $user }
play-queue-too-far = un coup peut être mis en attente au plus { $most } coups à l'avance ; la partie { $board } en est au coup { $current }
play-queued = « { $text } » est mis en attente comme votre coup { $number } dans la partie { $board } de { $game } : il sera joué pour vous quand ce sera à vous de jouer le coup { $number } ; s'il n'est pas légal à ce moment-là, il est abandonné et vous en êtes averti par courriel.

# chat : refus, courriel aux autres, réponse.
play-chat-form = { $game } chat BOARD userid password, avec le message sur les lignes en dessous (ou dans le corps quand la commande est l'objet)
play-chat-not-on-board = « { $user } » ne joue ni n'observe la partie { $board } ({ $first } contre { $second }) et ne peut donc pas y discuter
play-chat-empty = le message est vide ; écrivez votre message sur les lignes sous « { $game } chat { $board } { $user } PASSWORD » (ou dans le corps quand la commande est l'objet)
play-chat-too-long = le message dépasse { $kib } Kio ; envoyez-en un plus court
play-chat-nobody = personne dans la partie { $board } n'a d'adresse où envoyer votre message
play-chat-recipients-per-day = chat et message atteignent au plus { $most } destinataires par jour ; il vous en reste { $left } aujourd'hui, et ce message irait à { $count }
play-chat-mail = { $user } écrit dans la partie { $board } de { $game } :

    { $text }

    Répondez avec la ligne : { $game } chat { $board } YOURID PASSWORD
    et votre message en dessous.
play-chat-sent = Votre message dans la partie { $board } de { $game } part vers { $users }.

# observe et unobserve.
play-not-observing = « { $user } » n'observe pas la partie { $board }
play-unobserved = Vous n'observez plus la partie { $board } de { $game }.
play-observe-own-board = « { $user } » joue dans la partie { $board } et en reçoit déjà les courriels ; seuls les autres peuvent l'observer
play-observing-already = « { $user } » observe déjà la partie { $board }
play-observers-full = la partie { $board } a déjà { $count } observateurs, le maximum pour une partie
play-observe-no-address = « { $user } » n'a aucune adresse confirmée où envoyer les courriels de la partie { $board }
# Au-dessus de la partie désormais observée.
play-observing = Vous observez maintenant la partie { $board } de { $game } : chacun de ses courriels de partie vous parvient aussi.
    Pour arrêter : { $game } unobserve { $board } { $user } PASSWORD

# Une réponse à un courriel de partie refusée.
play-reply-unknown = Cette adresse de réponse (le Reply-To d'un courriel de partie) est inconnue, ou sa partie est terminée : aucun coup n'a été joué.
    Une réponse ne joue que pour le joueur à qui elle a été envoyée, dans cette partie, tant que la partie continue ;
    envoyez « help » pour la liste des commandes.
play-reply-wrong-sender = Une réponse à un courriel de partie ne joue que si elle vient d'une adresse confirmée du joueur
    à qui elle a été envoyée : aucun coup n'a été joué. Écrivez plutôt la commande avec votre mot de passe ;
    envoyez « help » pour la liste des commandes.
play-reply-not-a-move = La première ligne d'une réponse à un courriel de partie est lue comme votre coup dans la partie { $board } de { $game } (ou resign, propose, accept, reject, undo), et « { $text } » n'en est pas un : aucun coup n'a été joué.
