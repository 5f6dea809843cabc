# Les messages de ringmail en français : tout texte que le serveur écrit
# dans le corps d'un courriel, par clé. Les mots des commandes, la
# notation des coups, les identifiants, le plateau ASCII et les sujets
# n'y sont pas : ils sont les mêmes dans toutes les langues.

# Le nom de la langue dans la langue, tel que `help language` le montre.
language-name = français

# Des mots montrés tels quels (ce qu'un joueur a écrit, une liste).
verbatim = { $text }

## accounts

# Erreurs qui rappellent la forme d'une commande ($form : la commande telle
# qu'on l'écrit, non traduite).
accounts-write-just = écrivez simplement : { $form }

# Adresses (signup, add, change address).
accounts-not-a-writable-address = « { $address } » n'est pas une adresse de courriel à laquelle ce serveur peut écrire ; écrivez { $form }
accounts-name-an-address = indiquez au moins une adresse ; écrivez { $form }
accounts-at-most-addresses = un compte a au plus { $count } adresses ; écrivez { $form }
accounts-address-taken = l'adresse { $address } appartient déjà à « { $user } »
accounts-address-yours-already = l'adresse { $address } est déjà confirmée pour votre compte « { $user } » ; une adresse n'appartient qu'à un seul compte
# Une liste d'adresses vide.
accounts-no-addresses = aucune

# Limites des courriels de confirmation et des inscriptions.
accounts-confirmations-per-mail = un courriel peut demander la confirmation d'au plus { $count } autres adresses ; envoyez les autres dans un autre courriel
accounts-confirmations-per-mail-unconfirmed = un courriel venant d'une adresse non confirmée peut demander la confirmation d'au plus { $count ->
    [one] { $count } autre adresse
   *[other] { $count } autres adresses
} ; confirmez d'abord la vôtre
accounts-confirmations-per-day = votre adresse a demandé la confirmation de { $count } autres adresses au cours des dernières 24 heures, le maximum par jour ; réessayez demain
accounts-signups-per-day = une adresse non confirmée peut inscrire au plus { $count ->
    [one] { $count } identifiant
   *[other] { $count } identifiants
} par jour ; confirmez d'abord celui que vous avez inscrit (répondez à son courriel de confirmation)

# signup : erreurs.
accounts-signup-form = écrivez { $form }, par exemple signup alice secret
accounts-signup-too-many-addresses = indiquez au plus { $count } adresses pour vous inscrire
accounts-signup-robot-id = l'identifiant « { $user } » est celui d'un des robots de ce serveur, qui jouent d'eux-mêmes et qu'on ne peut pas inscrire ; choisissez-en un autre (pour jouer contre ce robot : yinsh challenge YOURID { $user })
accounts-signup-reserved-id = l'identifiant « { $user } » est réservé au serveur et aux systèmes de courriel ; choisissez-en un autre
accounts-signup-deleted-id = l'identifiant « { $user } » appartenait à un compte supprimé et ne sera plus jamais attribué ; choisissez-en un autre
accounts-signup-taken-id = l'identifiant « { $user } » est déjà pris ; choisissez-en un autre

# signup : la réponse quand les adresses sont confirmées d'emblée.
accounts-signup-welcome-confirmed =
    Bienvenue, { $user }. Vous êtes inscrit avec l'adresse { $addresses }.
    Envoyez 'help' pour connaître les commandes.
# signup : la première ligne de la réponse, par morceaux ; puis l'avertissement.
accounts-signup-welcome = Bienvenue, { $user }.
accounts-signup-confirm-below = Ce courriel vous demande de confirmer votre adresse, comme expliqué ci-dessous.
accounts-confirmation-mailed = Une demande de confirmation a été envoyée à { $addresses }.
accounts-signup-lapses =
    Votre compte pourra jouer dès qu'une adresse sera confirmée ; un compte sans
    adresse confirmée expire au bout de 7 jours.

# signup : le courriel (ou la partie de la réponse) qui demande de confirmer une adresse.
accounts-signup-confirmation-mail =
    Quelqu'un, sans doute vous, s'est inscrit pour jouer sur { $server } sous l'identifiant « { $user } »
    avec l'adresse { $address }.

    Pour la confirmer, répondez à ce courriel, ou envoyez à { $server } un courriel
    dont le sujet ou le corps est la ligne

    confirm { $token }

    D'ici là, cette adresse ne reçoit aucun autre courriel du serveur. Si ce
    n'était pas vous, ne faites rien : l'inscription expire au bout de 7 jours.

# confirm : erreurs et réponse.
accounts-confirm-form = écrivez confirm TOKEN, avec le jeton du courriel de confirmation
accounts-confirm-not-a-token = ce n'est pas un jeton de confirmation ; écrivez confirm TOKEN, avec le jeton du courriel de confirmation
accounts-confirm-unknown-token = ce jeton de confirmation est inconnu ou a expiré (une inscription attend 7 jours) ; inscrivez-vous de nouveau
accounts-confirm-taken = l'adresse { $address } a déjà été confirmée pour « { $user } »
accounts-confirmed =
    L'adresse { $address } est confirmée pour { $user }.
    Vous pouvez maintenant défier d'autres joueurs et jouer ; envoyez 'help' pour connaître les commandes.
accounts-confirmed-replaced = Les adresses qu'elle remplace sont supprimées : { $addresses }.

# Vérification du mot de passe.
accounts-no-such-player-sign-up = aucun joueur n'a cet identifiant (l'identifiant vient avant le mot de passe) ; inscrivez-vous d'abord avec : signup USERID PASSWORD
accounts-no-such-player = aucun joueur n'a cet identifiant
accounts-no-player = il n'y a pas de joueur « { $user } »
accounts-deleted = le compte « { $user } » a été supprimé
accounts-deleted-does-nothing = le compte « { $user } » a été supprimé ; il ne peut plus rien faire
accounts-wrong-password = mot de passe incorrect pour « { $user } »
accounts-locked-own = trop de mots de passe incorrects pour « { $user } » : ses commandes avec mot de passe sont refusées { $minutes ->
    [one] pendant encore { $minutes } minute
   *[other] pendant encore { $minutes } minutes
}
accounts-locked-sender = trop de mots de passe incorrects pour « { $user } » depuis { $address } : les commandes avec mot de passe pour ce compte venant de cette adresse sont refusées { $minutes ->
    [one] pendant encore { $minutes } minute
   *[other] pendant encore { $minutes } minutes
}
accounts-locked-strangers = trop de mots de passe incorrects aujourd'hui pour « { $user } » depuis des adresses qui ne sont pas les siennes : ce compte n'accepte plus de mot de passe venant d'une telle adresse jusqu'à la fin de la journée (00:00 UTC)

# add : erreurs et réponse.
accounts-add-too-many = « { $user } » aurait { $count } adresses (confirmées : { $confirmed } ; en attente : { $waiting }) ; un compte a au plus { $most } adresses. Utilisez change address pour les remplacer
accounts-add-confirmed-already = { $address } est déjà confirmée pour { $user }.
accounts-add-confirmation-mailed = Une demande de confirmation a été envoyée à { $addresses } ; chaque adresse reçoit des courriels une fois confirmée.
accounts-add-added = Adresses ajoutées au compte { $user } : { $addresses }.
# add, change address : le courriel qui demande de confirmer une adresse.
accounts-add-confirmation-mail =
    Quelqu'un, sans doute vous, a demandé d'ajouter l'adresse { $address }
    au compte « { $user } » sur { $server }.

    Pour la confirmer, répondez à ce courriel, ou envoyez à { $server } un courriel
    dont le sujet ou le corps est la ligne

    confirm { $token }

    D'ici là, cette adresse ne reçoit aucun autre courriel du serveur. Si ce
    n'était pas vous, ne faites rien : la demande expire au bout de 7 jours.

# change : erreurs.
accounts-change-forms = écrivez { $password }, { $address }, { $subjects } ou { $language }
accounts-change-not-a-subject-style = « { $style } » n'est pas un style de sujet ; écrivez { $form }
accounts-change-unknown-language = « { $code } » n'est pas une langue de ce serveur ; écrivez { $form }, avec l'une de ces langues : { $languages }
accounts-change-language-form = écrivez { $form }, avec l'une de ces langues : { $languages }
# change : réponses.
accounts-password-changed = Le mot de passe de { $user } est changé ; l'ancien ne fonctionne plus.
accounts-subjects-board = Les courriels de partie de { $user } auront désormais un seul sujet pour tous les courriels d'une même partie (yinsh Board 101: alice vs bob), à partir du prochain courriel.
accounts-subjects-turn = Les courriels de partie de { $user } auront désormais des sujets qui nomment le joueur au trait (yinsh Board 101 bob), à partir du prochain courriel.
# change language : la réponse, écrite dans la nouvelle langue.
accounts-language-changed = Désormais, les courriels pour { $user } sont écrits en { $name } ({ $code }).
accounts-addresses-now = Les adresses de { $user } sont désormais : { $addresses }.
accounts-addresses-removed = Adresses supprimées : { $addresses }.
accounts-change-confirmation-mailed = Une demande de confirmation a été envoyée à { $addresses } ; chaque adresse reçoit des courriels une fois confirmée.
accounts-change-address-waiting =
    Une demande de confirmation a été envoyée à { $addresses }.
    Tant qu'aucune n'est confirmée, les courriels pour { $user } vont toujours à { $old } ;
    dès que l'une l'est, les anciennes sont supprimées.

# forgot : erreurs, réponse et courriel de réinitialisation.
accounts-forgot-form = écrivez forgot userid, par exemple forgot alice
accounts-forgot-no-address = « { $user } » n'a aucune adresse confirmée à laquelle envoyer un jeton de réinitialisation
accounts-forgot-per-day = au plus { $count } jetons de réinitialisation sont envoyés par jour pour un même compte ; utilisez l'un d'eux, ou réessayez demain
accounts-forgot-mailed =
    Un jeton de réinitialisation a été envoyé aux adresses confirmées de { $user }.
    Envoyez reset { $user } TOKEN NEWPASSWORD dans les 24 heures.
accounts-reset-mail =
    Quelqu'un, sans doute vous, a demandé à { $server } un nouveau mot de passe pour « { $user } ».

    Pour le choisir, envoyez à { $server } un courriel dont le sujet ou le corps est la ligne

    reset { $user } { $token } NEWPASSWORD

    en mettant votre nouveau mot de passe à la place de NEWPASSWORD. Le jeton ne sert
    qu'une fois, dans les 24 heures. Si ce n'était pas vous, ne faites rien : votre mot
    de passe ne change pas.

# reset : erreurs et réponse.
accounts-reset-form = écrivez { $form }, avec le jeton du courriel de réinitialisation (envoyez forgot userid pour en recevoir un)
accounts-reset-bad-token = ce jeton de réinitialisation pour « { $user } » est erroné, déjà utilisé ou expiré (un jeton sert une fois, dans les 24 heures) ; envoyez forgot { $user } pour en recevoir un nouveau
accounts-reset-done = Le nouveau mot de passe de { $user } est enregistré ; l'ancien ne fonctionne plus, et aucun jeton de réinitialisation non plus.

# vacation ($time : une date et une heure UTC).
accounts-vacation-form = vacation userid password DAYS (de 1 à { $most }), ou vacation userid password off
accounts-vacation-not-days = « { $days } » n'est pas un nombre de jours de 1 à { $most } ; écrivez { $form }
accounts-vacation-none = { $user } n'a pas de vacances en cours
accounts-vacation-over = Les vacances de { $user } sont terminées ; les pendules tournent de nouveau à partir de maintenant ({ $time }).
accounts-vacation-unreachable = { $user } n'est pas joignable par courriel (les courriels envoyés à ses adresses reviennent en erreur), ses pendules sont donc déjà arrêtées ; écrivez d'abord depuis l'une de ses adresses, ou confirmez-en une nouvelle
accounts-vacation-too-long = il reste à { $user } { $left ->
    [one] { $left } jour de vacances
   *[other] { $left } jours de vacances
} (au plus { $most } sur 365 jours, { $used } déjà pris) ; demandez-en au plus { $left }
accounts-vacation-running = { $user } est en vacances jusqu'au { $time } ; pour en réserver d'autres, terminez d'abord celles-ci avec : vacation { $user } PASSWORD off
accounts-vacation-booked =
    { $user } est en vacances jusqu'au { $time } : les pendules de { $user } sont arrêtées jusque-là.
    { $left ->
        [one] Il reste { $left } jour de vacances cette année.
       *[other] Il reste { $left } jours de vacances cette année.
    } Pour y mettre fin plus tôt : vacation { $user } PASSWORD off

# signoff.
accounts-signoff-already = { $user } s'est déjà retiré
accounts-signoff-done = { $user } s'est retiré : plus personne ne peut défier { $user }. Les parties en cours continuent.

# delete.
accounts-delete-still-playing = { $user } joue encore les parties { $boards } ; terminez-les ou abandonnez-les d'abord, puis supprimez le compte
accounts-delete-done =
    Le compte { $user } est supprimé : ses adresses et son mot de passe sont effacés, et le
    serveur ne leur écrira plus. Les parties terminées gardent le nom { $user }, qui ne
    sera jamais attribué de nouveau.

# message (et les limites de chat) : erreurs.
accounts-message-form = message userid password to1 [to2 ...], avec le message en dessous
accounts-message-unconfirmed-sender = « { $user } » n'a encore aucune adresse confirmée ; confirmez-en une (le jeton lui a été envoyé) avant d'écrire à d'autres joueurs
accounts-message-received-per-day = « { $user } » a déjà reçu { $count } messages (message et chat) aujourd'hui, le maximum qu'un joueur reçoit par jour ; rien n'a été envoyé
accounts-message-name-a-player = indiquez au moins un joueur ; écrivez { $form }
accounts-message-too-many-players = indiquez au plus { $count } joueurs ; écrivez { $form }
accounts-message-empty = le message est vide ; écrivez-le sous la ligne { $form } (ou dans le corps, avec la commande en sujet)
accounts-message-no-player = il n'y a pas de joueur « { $user } » ; rien n'a été envoyé
accounts-message-no-longer-a-player = il n'y a plus de joueur « { $user } » ; rien n'a été envoyé
accounts-message-no-address = « { $user } » n'a encore aucune adresse confirmée ; rien n'a été envoyé
accounts-message-unreachable = « { $user } » n'est pas joignable par courriel (les courriels envoyés à son adresse reviennent en erreur) ; rien n'a été envoyé
# Entre les deux derniers de plusieurs noms (alice et bob).
accounts-and = et
# $robots : l'identifiant d'un robot, ou de plusieurs ($count).
accounts-message-only-robots = { $count ->
    [one] { $robots } est un robot et ne lit pas les messages ; rien n'a été envoyé
   *[other] { $robots } sont des robots et ne lisent pas les messages ; rien n'a été envoyé
}
accounts-message-per-day = un joueur écrit à au plus { $most } destinataires par jour avec message et chat ; il en reste { $left } à { $user } aujourd'hui ; rien n'a été envoyé
# message : la réponse.
accounts-message-sent = Votre message est parti pour { $recipients }. { $left ->
    [one] Il vous reste { $left } destinataire aujourd'hui.
   *[other] Il vous reste { $left } destinataires aujourd'hui.
}
accounts-message-robots-left-out = { $count ->
    [one] ({ $robots } est un robot, ne lit pas les messages, et a été laissé de côté.)
   *[other] ({ $robots } sont des robots, ne lisent pas les messages, et ont été laissés de côté.)
}
# message : le courriel à chaque destinataire, au-dessus et au-dessous du message.
accounts-message-writes = { $user } vous écrit :
accounts-message-how-to-answer =
    Pour répondre, envoyez à { $server } un courriel avec la ligne

      message { $recipient } PASSWORD { $user }

    et votre réponse en dessous (votre mot de passe à la place de PASSWORD).

# multiple.
accounts-multiple = multiple : inutile ici ; plusieurs commandes dans un même courriel fonctionnent toujours.

# all show : la liste des parties d'un joueur ($which : all, active ou next).
accounts-all-show-not-which = « { $which } » n'est ni next ni active ; écrivez { $form }
accounts-all-show-title = Parties du joueur { $user } ({ $which }) : { $count }
accounts-all-show-line = { $game } { $board }  contre { $opponent }  { $state }
accounts-all-show-your-turn = à vous de jouer

# ratings et standings.
accounts-ratings-title = Classement Elo de { $game } (départ à 1500), du plus haut au plus bas : { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
accounts-standings-title = Classement de { $game }, par victoires, puis par défaites (le moins d'abord), puis par parties nulles : { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
accounts-no-finished-boards = Aucune partie terminée pour l'instant.
accounts-and-more = ... et { $count } de plus
# Les en-têtes des colonnes.
accounts-column-player = joueur
accounts-column-rating = Elo
accounts-column-games = parties
accounts-column-wins = gagnées
accounts-column-losses = perdues
accounts-column-draws = nulles

## play

# Command::parse : une ligne qui n'est pas une commande.
play-empty-command = la commande est vide
play-not-a-command-near = « { $word } » n'est pas une commande : vouliez-vous dire « { $near } » ? Écrivez : { $near } { $rest }
play-not-a-command = « { $word } » n'est pas une commande ; une commande commence par { $commands }
play-game-needs-command = « { $game } » doit être suivi d'une commande : { $game } { $commands }
play-not-a-game-command-near = « { $word } » n'est pas une commande de { $game } : vouliez-vous dire « { $near } » ? Écrivez : { $game } { $near } { $rest }
play-not-a-game-command = « { $word } » n'est pas une commande de { $game } ; écrivez { $game } suivi de l'une de ces commandes : { $commands }

# userid() et board_number() : un mot qui n'en est pas un.
play-not-a-userid = « { $word } » n'est pas un identifiant : un identifiant a de 2 à 16 caractères (lettres, chiffres, '_' ou '-') et commence par une lettre
play-not-a-board-number = « { $word } » n'est pas un numéro de partie ; écrivez { $form }

# Les options de pendule d'un défi.
play-clock-option-form = -{ $name }=DAYS, un nombre entier de jours de { $lo } à { $hi }
play-clock-option-needs-days = « { $option } » demande un nombre de jours : écrivez { $form }
play-not-a-clock-option = « { $option } » n'est pas une option de pendule : écrivez { $form }
play-clock-option-twice = l'option -{ $name }= est donnée deux fois ; donnez-la une seule fois
play-nag-not-before-forfeit = le rappel doit venir avant la défaite au temps : -nag={ $nag } n'est pas inférieur à -forfeit={ $forfeit }

# Un défi refusé.
play-challenge-usage = écrivez { $game } challenge [-options] userid1 userid2, par exemple { $game } challenge alice bob
play-challenge-self = un joueur ne peut pas se défier lui-même ; nommez deux joueurs différents
play-no-such-player = il n'y a pas de joueur « { $user } » ; il doit d'abord s'inscrire
play-challenge-deleted = « { $user } » a supprimé son compte et ne peut pas être défié
play-challenge-signed-off = « { $user } » s'est retiré et ne peut pas être défié
play-challenge-unconfirmed = « { $user } » n'a pas encore confirmé d'adresse et ne peut donc pas être défié
play-challenge-engine-game = « { $user } » est un robot qui ne joue qu'à { $plays } ; défiez-le avec « { $plays } challenge »
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
    }, défaite au temps après { $forfeit ->
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
play-move-refused = le coup { $number } « { $text } » est refusé : { $error }
play-move-accepted = Coup { $number } de la partie { $board } de { $game } accepté : { $text }

# Personne n'est au trait.
play-nobody = personne

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
play-boards-of = Parties de { $game } du joueur { $user } ({ $which }) : { $count }
# Une partie dans une liste : terminée, ou qui est au trait.
play-board-over = terminée : { $result }
play-board-to-move = { $user } au trait

# history.
play-history-usage = écrivez simplement : { $game } history
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
play-record-files = { $stem }.txt (le relevé), { $stem }.json, { $stem }.gif (la partie rejouée)
# Le courriel des relevés ; $lines sont des lignes play-record-files.
play-record-mail = Voici en pièces jointes les relevés de partie demandés :

    { $lines }
    `ringmail replay { $game }` (avec --blitz pour une partie blitz) lit un relevé .txt tel quel.
play-records-coming = Les relevés des parties { $boards } de { $game } arrivent dans un courriel à part.

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
play-own-offer-waiting = votre { $what } dans la partie { $board } attend toujours une réponse ; une seule demande peut être en attente à la fois
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

    { $opponent } peut l'accepter (la partie est alors nulle) avec :
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
play-draw-accepted = Vous avez accepté la nulle proposée par { $user } : la partie { $board } de { $game } s'achève sur une nulle.
play-undo-stale = la partie a avancé depuis la demande de reprise ; rien à accepter dans la partie { $board }
# Une reprise acceptée : l'avis, la ligne du prochain courriel de partie, la réponse.
play-undo-accepted-notice = { $user } a permis à { $requester } de reprendre le coup { $from } dans la partie { $board } de { $game } : { $count ->
        [one] le coup { $from } est retiré
       *[other] les coups { $from } à { $last } sont retirés
    }. La position actuelle suit dans un courriel à part.
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
play-move-too-long = « { $start }... » est plus long qu'un coup ne peut l'être ({ $most } caractères au plus)
play-preview-move-refused = le coup { $number } « { $text } » ({ $user } au trait) est refusé : { $error }
# Au-dessus de la partie prévisualisée.
play-preview-heading = Aperçu de la partie { $board } de { $game } après les coups { $first } à { $last } (rien n'est enregistré) :

# submit et confirm.
play-write-move = écrivez { $form } (le coup lui-même s'écrit sans espace)
# Au-dessus de la partie après le coup soumis.
play-submitted = Le coup { $number } « { $text } » de la partie { $board } de { $game } est soumis, pas encore joué. Jouez-le avec :
    {"  "}{ $game } confirm { $board } { $user } PASSWORD

    Le plateau après ce coup :
play-confirm-form = { $game } confirm BOARD userid password (pour jouer le coup soumis avec { $game } submit)
play-no-submitted-move = vous n'avez soumis aucun coup dans la partie { $board } ; soumettez-en un d'abord avec { $game } submit { $board } { $user } PASSWORD MOVE
play-submitted-move-stale = votre coup soumis « { $text } » valait pour le coup { $number }, mais la partie { $board } en est maintenant au coup { $now } ; soumettez à nouveau votre coup
play-submitted-move-refused = le coup { $number } que vous avez soumis, « { $text } », est refusé : { $error }

# queue.
play-queue-move-too-long = ce coup est plus long qu'un coup ne peut l'être ({ $most } caractères au plus)
play-queue-bad-number = « { $text } » : le numéro du coup se place après « # », à la fin du coup, par exemple { $game } queue { $board } { $user } PASSWORD MOVE#12
play-no-move-given = aucun coup donné ; écrivez { $form }
play-queue-played-already = le coup { $number } de la partie { $board } est déjà joué ; la partie en est au coup { $current }
play-queue-yours-now = le coup { $current } est à vous de jouer maintenant ; jouez-le avec { $game } move { $board } { $user } PASSWORD MOVE
play-queue-others-move = le coup { $current } de la partie { $board } revient à { $user }
play-queue-too-far = un coup peut être mis en attente au plus { $most } coups à l'avance ; la partie { $board } en est au coup { $current }
play-queued = « { $text } » est mis en attente comme votre coup { $number } dans la partie { $board } de { $game } : il sera joué pour vous quand ce sera à vous de jouer le coup { $number } ; s'il n'est pas jouable à ce moment-là, il est écarté et vous en êtes averti par courriel.

# chat : refus, courriel aux autres, réponse.
play-chat-form = { $game } chat BOARD userid password, avec le message sur les lignes en dessous (ou dans le corps quand la commande est le sujet)
play-chat-not-on-board = « { $user } » ne joue pas dans la partie { $board } ({ $first } contre { $second }) et ne l'observe pas : impossible d'y discuter
play-chat-empty = le message est vide ; écrivez votre message sur les lignes sous '{ $game } chat { $board } { $user } PASSWORD' (ou dans le corps quand la commande est le sujet)
play-chat-too-long = le message dépasse { $kib } Kio ; envoyez-en un plus court
play-chat-nobody = personne dans la partie { $board } n'a d'adresse où envoyer votre message
play-chat-recipients-per-day = chat et message atteignent au plus { $most } destinataires par jour ; il vous en reste { $left } aujourd'hui, et ce message en compte { $count }
play-chat-mail = { $user } écrit dans la partie { $board } de { $game } :

    { $text }

    Répondez avec la ligne : { $game } chat { $board } YOURID PASSWORD
    et votre message en dessous.
play-chat-sent = Votre message dans la partie { $board } de { $game } est envoyé à { $users }.

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
    envoyez 'help' pour la liste des commandes.
play-reply-wrong-sender = Une réponse à un courriel de partie ne joue que si elle vient d'une adresse confirmée du joueur
    à qui elle a été envoyée : aucun coup n'a été joué. Écrivez plutôt la commande avec votre mot de passe ;
    envoyez 'help' pour la liste des commandes.
play-reply-not-a-move = La première ligne d'une réponse à un courriel de partie est lue comme votre coup dans la partie { $board } de { $game } (ou resign, propose, accept, reject, undo), et « { $text } » n'en est pas un : aucun coup n'a été joué.

# A reply to play whose own text (above the quoted board mail) is empty.
play-reply-no-move = Aucun coup n'a été trouvé au-dessus du courriel de partie cité : écrivez-le sur la première ligne de votre réponse (votre coup dans la partie { $board } de { $game }, ou resign, propose, accept, reject, undo). Aucun coup n'a été joué.

## boards


## Les refus d'un coup ou d'une option par les règles (src/games).

board-game-over-no-more-moves = la partie est terminée ; plus aucun coup n'est possible
board-game-over-already = la partie est déjà terminée
board-guard-mismatch = le repère #{ $guard } ne correspond pas : ce serait le coup { $next } de la partie (envoyez #{ $next }, ou vérifiez que votre coup n'est pas périmé)
board-guard-malformed = « { $text } » : un repère de numéro de coup s'écrit '#' suivi du numéro du coup, tout à la fin du coup, par exemple #23
board-no-such-game = il n'y a pas de jeu nommé « { $game } » ; ce serveur propose { $games }
board-games-and = { $first } et { $rest }
board-move-empty = le coup est vide : { $how }

board-yinsh-forms = écrivez un point comme e5, un déplacement d'anneau comme i8-f5, un retrait comme xg5-g9xa5, ou pass
board-yinsh-off-column = { $point } n'est pas sur le plateau : la colonne { $column } va de la rangée { $low } à la rangée { $high }
board-yinsh-off-columns = { $point } n'est pas sur le plateau : les colonnes vont de a à k
board-yinsh-not-a-point = « { $text } » n'est pas un coup : « { $part } » n'est pas une intersection (une lettre de colonne de a à k et un numéro de rangée, par exemple e5)
board-yinsh-not-two-points = « { $text } » n'est pas un coup : « { $part } » doit être deux intersections reliées par '-', par exemple g5-g9
board-yinsh-spaces = « { $text } » n'est pas un coup : un coup ne contient pas d'espace ; reliez ses parties par ':' ou ';', par exemple i8-f5:xg5-g9xa5
board-yinsh-empty-part = « { $text } » a une partie vide : mettez exactement un ':' ou un ';' entre deux parties, et aucun aux extrémités
board-yinsh-removal-needs-ring = « { $text } » n'est pas un coup : le retrait « { $part } » doit indiquer, après l'alignement, l'anneau à retirer, par exemple x{ $row }xa5
board-yinsh-not-understood = « { $text } » n'est pas un coup : « { $part } » n'est pas compris ; { $how }
board-yinsh-text-not-a-row = « { $text } » : { $row } n'est pas un alignement : les deux extrémités d'un alignement sont à 4 pas l'une de l'autre sur une même ligne, par exemple g5-g9
board-yinsh-text-too-many-rows = « { $text } » retire plus d'alignements d'un côté de son déplacement d'anneau qu'une partie ne le permet
board-yinsh-text-no-row = « { $text } » : le retrait x{ $ring } n'indique pas son alignement, que seule une position permet de connaître
board-yinsh-text-two-actions = « { $text } » contient plus d'un placement, déplacement d'anneau ou pass
board-yinsh-not-a-row = { $row } n'est pas un alignement : les deux extrémités d'un alignement sont à 4 pas l'une de l'autre sur une même ligne, par exemple g5-g9
board-yinsh-no-row-of-five = { $row } n'est pas un alignement de cinq marqueurs { $symbol }
board-yinsh-no-row-of-five-rows = { $row } n'est pas un alignement de cinq marqueurs { $symbol } (vos alignements : { $rows })
board-yinsh-which-row = il y a { $count } alignements de cinq marqueurs { $symbol } ({ $rows }) ; indiquez celui à retirer, par exemple { $example }
board-yinsh-remove-their-ring = { $ring } est un anneau de { $symbol } ; retirez l'un de vos propres anneaux ({ $rings })
board-yinsh-remove-no-ring = il n'y a pas d'anneau en { $ring } ; retirez l'un de vos propres anneaux ({ $rings })
board-yinsh-their-ring = l'anneau en { $point } est à { $symbol } ; vous jouez { $mine } (vos anneaux : { $rings })
board-yinsh-no-ring-of-yours = vous n'avez pas d'anneau en { $point } (vos anneaux : { $rings })
board-yinsh-ring-stays = { $line } : un anneau doit se déplacer vers une autre intersection
board-yinsh-not-straight = { $line } n'est pas une ligne droite : les anneaux se déplacent le long des lignes du plateau (même colonne, même rangée, ou les deux changeant d'autant)
board-yinsh-leaves-board = { $line } sort du plateau
board-yinsh-passes-ring = { $line } passe par-dessus l'anneau en { $point } ; un anneau ne passe jamais par-dessus un anneau
board-yinsh-goes-past = { $line } va au-delà des marqueurs qu'il saute ; après avoir sauté des marqueurs, un anneau s'arrête sur la première intersection libre ({ $point })
board-yinsh-ends-on-ring = { $line } s'arrête sur l'anneau en { $point } ; un anneau se déplace vers une intersection libre
board-yinsh-ends-on-marker = { $line } s'arrête sur le marqueur en { $point } ; un anneau ne peut pas s'arrêter sur un marqueur (il peut sauter des marqueurs et s'arrêter juste après)
board-yinsh-remove-first = le dernier coup a formé un de vos alignements ({ $rows }) ; retirez-le avant de jouer : commencez par l'alignement et l'anneau à retirer, par exemple { $example }:...
board-yinsh-missing-ring-move = il manque au coup son déplacement d'anneau après { $done }
board-yinsh-missing-placement = il manque au coup l'intersection où placer votre anneau
board-yinsh-all-placed = tous les anneaux sont placés ; déplacez un anneau le long d'une ligne, par exemple { $ring }-...
board-yinsh-point-taken = { $point } est occupée ; placez votre anneau sur une intersection libre
board-yinsh-still-placing = les anneaux sont encore en cours de placement : envoyez seulement l'intersection où poser votre anneau, par exemple { $point }
board-yinsh-no-pass-placing = les anneaux sont encore en cours de placement ; vous ne pouvez pas passer
board-yinsh-may-not-pass = vous pouvez encore déplacer un anneau (par exemple { $line }), vous ne pouvez donc pas passer
board-yinsh-nothing-to-remove = vous n'avez aucun alignement à retirer avant votre coup ; un retrait vient après le déplacement d'anneau qui forme l'alignement, par exemple i8-f5:xg5-g9xa5
board-yinsh-makes-rows = votre coup forme les alignements { $rows } ; ajoutez l'anneau à retirer, par exemple { $example }
board-yinsh-makes-row = votre coup forme l'alignement { $row } ; ajoutez l'anneau à retirer, par exemple { $example }
board-yinsh-extra-after-win = ce coup gagne déjà la partie après { $done } ; retirez le texte en trop « { $extra } »
board-yinsh-extra-after-move = le coup est complet après { $done } ; retirez le texte en trop « { $extra } »
board-yinsh-no-option = yinsh n'a pas d'option « { $option } » ; la seule option est -blitz

board-rin-how = écrivez une intersection sous la forme rangée,colonne en comptant à partir de 0, par exemple 3,6, et reliez les deux pierres d'un double tour par ':', par exemple 3,6:4,7
board-rin-not-a-point = « { $text } » n'est pas un coup : « { $part } » n'est pas une intersection ; { $how }
board-rin-brackets = « { $text } » n'est pas un coup : les parenthèses de « { $part } » ne vont pas par paires ; écrivez (3,6) ou simplement 3,6
board-rin-off-this-board = { $point } est hors du plateau : les rangées et les colonnes vont de 0 à { $max } sur ce plateau de { $size } x { $size }
board-rin-spaces = « { $text } » n'est pas un coup : un coup ne contient pas d'espace ; { $how }
board-rin-empty-part = « { $text } » a une partie vide : mettez exactement un ':' ou un ';' entre deux intersections, et aucun aux extrémités
board-rin-one-or-two = « { $text } » n'est pas un coup : un coup a une ou deux pierres
board-rin-bad-size = -size={ $size } : la taille du plateau doit être un nombre pair de { $min } à { $max }, par exemple -size=12 (16 par défaut)
board-rin-no-option = rin n'a pas d'option « { $option } » ; la seule option est -size=N, une taille de plateau paire de { $min } à { $max } (16 par défaut)
board-rin-size-twice = la taille du plateau est donnée deux fois ; donnez -size=N une seule fois
board-rin-size-not-number = « { $option } » : la taille du plateau est un nombre, par exemple -size=12 (pair, de { $min } à { $max })
board-rin-no-seat = il n'y a pas de place { $seat } ; les places sont 0 et 1
board-rin-first-turn = le premier tour des Noirs est d'une seule pierre ; envoyez une seule intersection, par exemple { $point }
board-rin-one-left = il vous reste une pierre dans ce double tour ; envoyez une seule intersection, par exemple { $point }
board-rin-at-most-two = un tour compte au plus deux pierres ; envoyez une ou deux intersections, par exemple { $point }:...
board-rin-off-board = { $point } est hors du plateau : les rangées et les colonnes vont de 0 à { $max }
board-rin-point-taken = { $point } est occupée ; placez votre pierre sur une intersection libre
board-rin-no-stone = le coup n'a aucune pierre ; envoyez une intersection, par exemple 3,6
board-rin-fills-board = { $point } remplit le plateau et termine la partie ; envoyez-le seul, sans seconde pierre
board-rin-given-twice = { $point } est donnée deux fois ; les deux pierres d'un double tour vont sur deux intersections libres différentes
board-rin-filled-by-first = { $point } est occupée : votre pierre { $first } y a rempli un anneau ; placez votre seconde pierre sur une intersection libre

## Les lignes d'état sous le plateau ASCII, et les lignes qui les suivent.

board-yinsh-status-removed = Anneaux retirés : o ({ $first }) { $first_removed }, x ({ $second }) { $second_removed }
board-yinsh-status-pool = Marqueurs dans la réserve : { $count }
board-yinsh-status-places = Au trait : { $symbol } ({ $user }) place un anneau
board-yinsh-status-removes = Au trait : { $symbol } ({ $user }) retire un alignement, puis joue
board-yinsh-status-moves = Au trait : { $symbol } ({ $user }) déplace un anneau
board-status-wins = Partie terminée : { $user } gagne
board-status-draw = Partie terminée : partie nulle
board-rin-status-stones = Pierres : { $first_symbol } ({ $first }) { $first_count }, { $second_symbol } ({ $second }) { $second_count }
board-rin-status-to-move = Au trait : { $symbol } ({ $user }), pierre { $stone } sur { $stones }
board-yinsh-rings-placed = Anneaux placés : o { $first } sur { $each }, x { $second } sur { $each }
board-yinsh-score = Anneaux retirés : { $first } { $first_removed }, { $second } { $second_removed } ({ $target } pour gagner)
board-rin-score = Pierres : { $first } { $first_count }, { $second } { $second_count } (le plus de pierres gagne quand le plateau est plein)
board-yinsh-legend = (o) (x) anneaux, o x marqueurs
board-rin-legend = x o pierres, . + intersections libres

## Les courriels de partie : le bloc lu d'un coup d'œil, le résumé, les
## lignes après le plateau, les commentaires.

board-summary = Résumé de la partie { $board } de { $game }
board-picture-alt = Partie { $board } de { $game }
board-player-line = { $colour } ({ $symbol }) : { $user }
board-colour-white = blanc
board-colour-black = noir
board-options-line = options : { $options }
board-tournament-line = tournoi : { $name } (classement : { $game } tournament show { $name })
board-clock-line = pendule : rappel après { $nag ->
        [one] { $nag } jour
       *[other] { $nag } jours
    }, défaite au temps après { $forfeit ->
        [one] { $forfeit } jour
       *[other] { $forfeit } jours
    }
board-moves = Coups :
board-no-moves = Aucun coup pour l'instant.
board-last-move = Dernier coup : { $user } { $text } (coup { $number })
board-symbols = Symboles : { $legend }
board-to-move-send = Pour jouer, répondez avec votre coup, ou envoyez : { $command }
board-html-to-move = Pour jouer, répondez avec votre coup, ou envoyez :
board-reply-link = Répondre avec votre coup
board-comment-heading = { $user } écrit :
board-glance-guard = Avec #{ $next }, la ligne ne vaut que pour le coup { $next } : une copie envoyée deux fois, ou après un autre coup, est refusée.
board-glance-subjects = Votre messagerie range cette partie sous plusieurs sujets ? Envoyez : change subjects { $user } PASSWORD board
board-glance-record = Le relevé de la partie et la partie rejouée en image : envoyez { $game } record { $board }
board-glance-writes = { $user } écrit : { $text }
board-happened-started = La partie { $board } de { $game } a commencé : { $first } ({ $first_symbol }) contre { $second } ({ $second_symbol })
board-happened-resigned = { $user } a abandonné
board-happened-draw = { $first } et { $second } ont convenu d'une partie nulle
board-happened-played = { $user } a joué { $moves } (coup { $number })
board-happened-played-run = { $user } a joué { $moves } (coups { $first } à { $last })
board-state-with-score = { $score }. { $state }.
board-state = { $state }.
board-state-over = Partie terminée : { $result }
board-state-over-plain = Partie terminée
board-state-your-move = À vous de jouer
board-state-to-move = À { $user } de jouer
board-result-wins = { $user } gagne
board-result-draw = partie nulle
board-result-void = annulée
board-observer-line = Vous observez la partie { $board } de { $game } (pour ne plus l'observer : { $game } unobserve { $board } { $user } PASSWORD).
board-void-game-over = Partie terminée : annulée ({ $user } n'a jamais joué)
board-void-reason = La partie { $board } est annulée : { $user } a perdu au temps sans y avoir jamais joué ; personne ne gagne et les classements Elo ne changent pas.
board-queued-not-yours = Votre coup { $number } en attente (« { $text } ») dans la partie { $board } de { $game } a été écarté : ce n'est pas à vous de jouer le coup { $number }.
board-queued-illegal =
    Votre coup { $number } en attente (« { $text } ») dans la partie { $board } de { $game } a été écarté : { $error }
    C'est maintenant à vous de jouer ; envoyez votre coup avec : { $command }

## Les refus des commandes de partie.

board-no-such-board = il n'y a pas de partie { $board } de { $game }
board-not-a-player = « { $user } » ne joue pas dans la partie { $board } ({ $first } contre { $second })
write-form = écrivez { $form }
board-is-over = la partie { $board } est terminée ({ $result }) ; { $what }
board-not-your-turn = ce n'est pas à vous de jouer dans la partie { $board } : c'est à { $user } de jouer
board-not-your-turn-nobody = ce n'est pas à vous de jouer dans la partie { $board } : personne n'a le trait

## server

# La ligne d'une commande refusée dans une réponse.
refused = Erreur : { $error }

## Réponses à un courriel

server-oversize =
    Votre courriel dépasse { $kib } Kio : il n'a pas été lu.
    Envoyez vos commandes dans un courriel court, en texte brut.

server-no-command =
    Aucune commande n'a été trouvée dans votre courriel.
    Une commande est une ligne (ou le sujet) qui commence par { $words } ;
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


## Rebonds

server-bounce-why-address-unknown = l'adresse n'existe pas ou est fermée
server-bounce-why-domain-unknown = le domaine de l'adresse n'existe pas ou ne reçoit pas de courriel
server-bounce-why-mailbox-full = la boîte aux lettres est pleine
server-bounce-why-refused = le serveur destinataire l'a refusé comme indésirable ou selon ses règles
server-bounce-why-gave-up = le système de messagerie a renoncé à le remettre
server-bounce-why-other = le serveur destinataire l'a refusé

server-bounce-address-lost =
    { $user }, les courriels envoyés à votre adresse { $address } reviennent en erreur : { $why } ({ $status }).
    Le serveur ne lui envoie plus rien ; vos courriels partent désormais à { $to }.
    Tout courriel envoyé depuis { $address } et accepté par le serveur la remet en service.

server-bounce-unreachable =
    { $user } n'est plus joignable par courriel : les courriels envoyés à son adresse reviennent en erreur ({ $why }, { $status }).
    La pendule de { $user } dans la partie { $board } de { $game } est arrêtée jusqu'à ce que { $user } écrive de nouveau
    ou confirme une adresse qui accepte les courriels. Si { $user } reste injoignable pendant { $days }
    jours, { $user } perd la partie au temps.

server-bounce-reachable = { $user } est de nouveau joignable par courriel : sa pendule dans la partie { $board } de { $game } repart dès maintenant.
## help
#
# Les textes de l'aide. Les mots des commandes, les options et la notation
# des coups restent tels quels (les joueurs les recopient). `{ $board }`
# est le dessin du plateau, le même dans toutes les langues. Une ligne qui
# commence par un placeable perd son retrait : ses espaces vont dans le
# littéral (`{"  ."}`).

# `help` : toutes les commandes, une ligne chacune.
help-commands =
    ringmail : un serveur de jeux par courriel

    Envoyez vos commandes à cette adresse, dans le sujet ou une par ligne dans
    le corps du courriel. Les lignes qui suivent une commande forment un
    commentaire joint à celle-ci. Le texte cité et votre signature ne sont
    jamais lus comme des commandes.

    Toutes les commandes, une ligne chacune ('help WORD ...' en dit plus sur
    chacune ; autres sujets : yinsh, rin, notation, clocks, ratings, accounts,
    robots, language) :

      help [topic ...]                            ce texte, ou l'aide sur des sujets
      list [GAME]                                 les jeux, ou les parties d'un jeu
      signup userid password [address ...]        s'inscrire
      confirm TOKEN                               confirmer une adresse
      add userid password address ...             ajouter des adresses
      change password userid current new          changer de mot de passe
      change address userid password address ...  changer d'adresses
      change subjects userid password turn|board  sujets des courriels de partie
      change language userid password LANG        langue de vos courriels
      forgot userid                               recevoir un jeton de réinitialisation
      reset userid TOKEN newpassword              nouveau mot de passe avec le jeton
      vacation userid password DAYS|off           arrêter vos pendules
      signoff userid password                     se retirer : plus de défis
      delete userid password                      supprimer votre compte
      message userid password to ...              envoyer le corps à des joueurs
      all show userid [next|active]               ses parties, tous jeux confondus
      multiple                                    accepté et ignoré

    Pour chaque jeu (GAME vaut yinsh ou rin) :

      GAME help                                   règles, notation, plateau
      GAME challenge [-options] userid1 userid2   lancer une partie
      GAME move BOARD userid password MOVE[#N]    jouer MOVE (comme coup N)
      GAME move BOARD userid password propose     proposer la nulle
      GAME move BOARD userid password undo        demander à reprendre un coup
      GAME move BOARD userid password accept      accepter la demande
      GAME move BOARD userid password reject      refuser la demande
      GAME resign BOARD userid password           abandonner
      GAME show BOARD[#N] ...                     des parties (après le coup N)
      GAME show userid ... [all|active|inactive|next]  leurs parties
      GAME games [userid ...] [all|active|inactive|next]  des parties (les vôtres)
      GAME history                                les parties terminées
      GAME record BOARD ...                       relevé, JSON et GIF par courriel
      GAME standings                              victoires, défaites, nulles
      GAME ratings                                classement Elo
      GAME preview BOARD MOVE ...                 essayer des coups sans les jouer
      GAME submit BOARD userid password MOVE[#N]  soumettre un coup et le voir
      GAME confirm BOARD userid password          jouer le coup soumis
      GAME queue BOARD userid password MOVE[#N]   le jouer au coup N
      GAME chat BOARD userid password             écrire à l'adversaire, aux observateurs
      GAME observe BOARD userid password          suivre une partie
      GAME unobserve BOARD userid password        ne plus la suivre
      GAME tournament create|join|leave|add|start|show|cancel NAME ...  tournois toutes rondes
      GAME tournaments                            tournois ouverts et en cours
      GAME seek userid password [-options] [-rating=BAS-HAUT] [-robot=JOURS]  défi ouvert
      GAME seeks                                  les défis ouverts
      GAME take DÉFI userid password              en prendre un : la partie commence
      GAME unseek DÉFI userid password            retirer le vôtre
      GAME analyse BOARD userid password          l'analyse d'une partie finie par le robot
      GAME analyze BOARD userid password          la même

    Chaque adresse reçoit d'abord un courriel de confirmation : répondez-y (ou
    envoyez sa ligne 'confirm TOKEN') avant de jouer. D'ici là, elle ne reçoit
    aucun autre courriel.

    Exemples :
      signup alice secret
      yinsh challenge -blitz alice bob
      yinsh challenge alice robot
      yinsh move 101 alice secret e5
      rin challenge -size=12 alice bob
      rin move 102 alice secret 3,6
      help move notation

# `help help`.
help-topic-help =
    help [topic ...]
        La liste de toutes les commandes, ou l'aide sur chaque sujet nommé :
        un mot de commande (move, show, vacation...), un jeu (yinsh, rin) ou
        l'un de ces sujets : notation, clocks, ratings, accounts, password,
        language. Les sujets s'écrivent en anglais, comme les commandes.
        Exemple : help move notation

# `help list`.
help-topic-list =
    list [GAME]
        Les jeux de ce serveur ; avec un jeu, ses parties en cours, en
        commençant par celles qui attendent depuis le plus longtemps.

# `help signup`.
help-topic-signup =
    signup userid password [address ...]
        Crée votre compte. Sans adresse, c'est celle d'où vous écrivez qui est
        prise (3 adresses au plus). Chacune reçoit un courriel de confirmation ;
        votre compte peut jouer dès que l'une d'elles est confirmée, et il
        expire au bout de 7 jours si aucune ne l'est.
        Un identifiant (userid) a de 2 à 16 caractères (lettres, chiffres, '_'
        ou '-') et commence par une lettre.

# `help confirm`.
help-topic-confirm =
    confirm TOKEN
        Confirme l'adresse à laquelle le jeton TOKEN a été envoyé ; répondre
        au courriel de confirmation revient au même. Tant qu'elle n'est pas
        confirmée, une adresse ne reçoit aucun autre courriel.
    GAME confirm BOARD userid password
        Joue le coup que vous avez soumis avec GAME submit (voir : help
        submit).

# `help add`.
help-topic-add =
    add userid password address ...
        Ajoute des adresses à votre compte (3 au plus en tout). Chacune reçoit
        d'abord un courriel de confirmation, et rien d'autre avant d'être
        confirmée.

# `help change`.
help-topic-change =
    change password userid current new
        Change votre mot de passe ; l'ancien cesse aussitôt de marcher.
    change address userid password address ...
        Remplace vos adresses. Celles que vous gardez restent confirmées ;
        chaque nouvelle reçoit un courriel de confirmation. Vos anciennes
        adresses continuent de recevoir vos courriels jusqu'à ce qu'une
        nouvelle soit confirmée.
    change subjects userid password turn|board
        Le sujet des courriels de vos parties. turn (par défaut) : chaque
        sujet nomme le joueur au trait (yinsh Board 101 bob). board : tous
        les courriels d'une partie ont le même sujet (yinsh Board 101: alice
        vs bob), pour que les logiciels de messagerie qui ouvrent une nouvelle
        conversation à chaque changement de sujet gardent la partie d'un seul
        tenant.
    change language userid password LANG
        La langue de tous les courriels que le serveur vous écrit (par défaut :
        en). Voir : help language.

# `help forgot`.
help-topic-forgot =
    forgot userid
        Envoie un jeton à usage unique aux adresses confirmées de ce compte
        (et nulle part ailleurs). Envoyez ensuite : reset userid TOKEN newpassword

# `help reset`.
help-topic-reset =
    reset userid TOKEN newpassword
        Change le mot de passe grâce au jeton que 'forgot' vous a envoyé. Un
        jeton ne sert qu'une fois et ne vaut plus rien au bout d'un jour. Un
        mauvais jeton compte comme un mauvais mot de passe.

# `help vacation`.
help-topic-vacation =
    vacation userid password DAYS
    vacation userid password off
        Arrête vos pendules pour DAYS jours au plus à partir de maintenant
        (30 jours au plus sur 365) : pendant ce temps, vous ne recevez aucun
        rappel et ne pouvez pas perdre au temps. Avec 'off', les vacances
        s'arrêtent tout de suite. Les pendules de vos adversaires, elles,
        continuent de tourner.

# `help signoff`.
help-topic-signoff =
    signoff userid password
        Vous retire du jeu : plus personne ne peut vous défier. Vos parties en
        cours vont jusqu'à leur terme.

# `help delete`.
help-topic-delete =
    delete userid password
        Supprime votre compte : vos adresses et votre mot de passe sont
        oubliés. Possible seulement sans partie en cours. Les parties
        terminées gardent votre nom, et votre identifiant ne sera jamais donné
        à quelqu'un d'autre.

# `help message`.
help-topic-message =
    message userid password to1 [to2 ...]
        Le texte sous la commande (ou tout le corps, pour une commande écrite
        dans le sujet) part chez ces joueurs. Votre adresse n'est jamais
        montrée ; pour vous répondre, ils vous envoient un message à leur tour.
        Au plus 20 destinataires par jour (chat compris), depuis un compte qui
        a une adresse confirmée ; un joueur reçoit au plus 40 messages par
        jour (message et chat compris).

# `help all`.
help-topic-all =
    all show userid [next|active]
        Les parties de ce joueur, tous jeux confondus ; next : celles où c'est
        à lui de jouer ; active : celles en cours. Par défaut : toutes (all).

# `help multiple`.
help-topic-multiple =
    multiple
        Accepté et ignoré : un courriel peut toujours contenir plusieurs
        commandes, une par ligne (20 au plus).

# `help challenge`.
help-topic-challenge =
    GAME challenge [-options] userid1 userid2
        Lance aussitôt une nouvelle partie ; userid1 joue en premier. Envoyez
        le défi depuis une adresse confirmée de l'un des deux joueurs, qui
        doivent tous deux être confirmés. Options : yinsh -blitz ; rin
        -size=N ; tous les jeux -nag=DAYS et -forfeit=DAYS (voir : help clocks).
        Exemple : yinsh challenge -blitz -nag=3 alice bob

# `help move`.
help-topic-move =
    GAME move BOARD userid password MOVE[#N]
        Joue le coup MOVE dans la partie. Avec #N, le coup n'est accepté que
        s'il est le coup numéro N de la partie (une protection contre les
        courriels périmés ou envoyés deux fois). Les lignes qui suivent la
        commande sont un commentaire que les deux joueurs lisent. À la place du coup, les
        mots resign, propose, undo, accept et reject font ce que dit leur aide.
        Voir aussi : help notation, help yinsh, help rin.

# `help resign`.
help-topic-resign =
    GAME resign BOARD userid password
        Abandonne la partie (ou : GAME move BOARD userid password resign).

# `help propose`.
help-topic-propose =
    GAME move BOARD userid password propose
        Propose la nulle à votre adversaire. Il répond par accept ou reject ;
        jouer un coup dans la partie revient à refuser.

# `help undo`.
help-topic-undo =
    GAME move BOARD userid password undo
        Demande à votre adversaire de vous laisser reprendre votre dernier
        coup. S'il accepte, ce coup (et tout coup joué après lui) est retiré
        de la partie.

# `help accept`.
help-topic-accept =
    GAME move BOARD userid password accept
        Accepte ce que votre adversaire demande : la nulle (la partie s'arrête
        sur une nulle) ou la reprise de son dernier coup (ce coup est retiré).

# `help reject`.
help-topic-reject =
    GAME move BOARD userid password reject
        Refuse la nulle ou la reprise de coup que votre adversaire demande.

# `help show`.
help-topic-show =
    GAME show BOARD[#N] ...
        Les parties telles qu'elles sont, ou après le coup N (par exemple :
        yinsh show 101 102#12).
    GAME show userid ... [all|active|inactive|next]
        Les parties de ces joueurs (par défaut : active).

# `help games`.
help-topic-games =
    GAME games [userid ...] [all|active|inactive|next]
        Les parties de ces joueurs, ou les vôtres si vous ne nommez personne ;
        next : celles où c'est à eux de jouer. Par défaut : active.

# `help history`.
help-topic-history =
    GAME history
        Les parties terminées de ce jeu, les plus récentes en tête.

# `help record`.
help-topic-record =
    GAME record BOARD [BOARD...]
        Le relevé de 10 parties au plus, en cours ou finies, dans un courriel
        à part : pour chacune, GAME-N.txt (des lignes d'en-tête en #, puis un
        coup par ligne ; `ringmail replay` sait le lire), GAME-N.json et
        GAME-N.gif (la partie rejouée en image). Envoyé seulement aux adresses
        confirmées, 30 parties par jour au plus.

# `help standings`.
help-topic-standings =
    GAME standings
        Tous les joueurs qui ont fini une partie de ce jeu, classés par
        victoires, puis du moins au plus de défaites, puis par nulles.

# `help ratings`.
help-topic-ratings =
    GAME ratings
        Tous les joueurs qui ont fini une partie de ce jeu, par classement Elo.
        Tout le monde part de 1500. Chaque partie finie entre deux joueurs
        modifie leurs deux classements de 32 x (résultat - résultat attendu) :
        le résultat vaut 1 pour une victoire, 1/2 pour une nulle et 0 pour une
        défaite ; le résultat attendu vaut
        1 / (1 + 10^((son classement - le vôtre) / 400)). Les abandons, les
        défaites au temps et les nulles acceptées comptent ; une partie annulée
        au temps (voir : help clocks) ne compte pas. Le YINSH blitz et le YINSH
        normal ont un seul et même classement.

# `help preview`.
help-topic-preview =
    GAME preview BOARD[#N] MOVE ...
        La partie après ces coups, joués chacun à son tour à partir de la
        position actuelle (avec #N : de la position après le coup N, même
        sur une partie finie) ; rien n'est enregistré et aucun mot de passe
        n'est demandé.
        Exemple : yinsh preview 101 i8-f5 c3-c5

# `help submit`.
help-topic-submit =
    GAME submit BOARD userid password MOVE[#N]
        Vérifie le coup et le met de côté sans le jouer ; la réponse montre le
        plateau après ce coup. Pour le jouer : GAME confirm BOARD userid password

# `help queue`.
help-topic-queue =
    GAME queue BOARD userid password MOVE[#N]
        Un coup joué pour vous dès que viendra votre tour au coup N (par
        défaut : votre prochain tour). S'il n'est pas jouable à ce moment-là,
        il est écarté et vous en êtes averti.

# `help chat`.
help-topic-chat =
    GAME chat BOARD userid password
        Le texte sous la commande (ou le corps du courriel) part chez l'autre
        joueur et chez les observateurs de la partie. Les adresses ne sont
        jamais montrées.

# `help observe`.
help-topic-observe =
    GAME observe BOARD userid password
        Vous recevez chaque courriel de cette partie, marqué comme copie
        d'observateur.

# `help unobserve`.
help-topic-unobserve =
    GAME unobserve BOARD userid password
        Vous ne recevez plus les courriels de cette partie.

# `help tournament`.
help-topic-tournament =
    GAME tournament create NAME userid password [-options]
        Ouvre un tournoi toutes rondes ; vous en êtes l'organisateur et n'y
        jouez que si vous vous y inscrivez aussi. NAME : 2 à 32 caractères
        parmi a-z 0-9 _ -, unique pour chaque jeu. Options : -blitz (yinsh),
        -size=N (rin), -nag=DAYS et -forfeit=DAYS comme pour un défi,
        -players=MIN-MAX (3-16 par défaut), -double (chaque paire joue deux
        fois, couleurs inversées ; par défaut au yinsh) ou -single (par défaut
        au rin). Vous organisez au plus 3 tournois ouverts ou en cours.
    GAME tournament join NAME userid password
        S'inscrire à un tournoi ouvert (joueur confirmé ; 16 joueurs au plus).
    GAME tournament leave NAME userid password
        Se désinscrire avant le début.
    GAME tournament add NAME userid password ROBOT
        L'organisateur inscrit un robot (robot, robot-easy ou un moteur).
    GAME tournament start NAME userid password
        L'organisateur lance le tournoi : toutes les parties commencent en
        même temps et chaque joueur reçoit un seul courriel avec les siennes.
        Plus personne ne s'inscrit ni ne se retire ensuite.
    GAME tournament cancel NAME userid password
        L'organisateur l'annule avant le début ; ses joueurs sont prévenus.
    GAME tournament show NAME
        Les joueurs, les parties et leur état, le classement provisoire.
    Classement : 1 point par victoire, un demi par nulle ; les ex aequo sont
    départagés au Sonneborn-Berger, puis par les parties qu'ils ont jouées
    entre eux. Chaque partie terminée envoie le classement aux joueurs ; la
    dernière, le classement final et le vainqueur. Une partie annulée au
    temps compte comme perdue par celui qui n'y a jamais joué.
    Exemple : yinsh tournament create club alice secret -blitz -players=3-8

# `help tournaments`.
help-topic-tournaments =
    GAME tournaments
        Les tournois ouverts et en cours de ce jeu (help tournament explique
        comment en créer un, s'y inscrire et le lancer).


# `help seek`, `help seeks`, `help take`, `help unseek` : défis ouverts.
help-topic-seek =
    GAME seek userid password [-options] [-rating=BAS-HAUT] [-robot=JOURS]
        Lance un défi ouvert : tout joueur confirmé peut le prendre. Options
        comme pour un challenge (-blitz, -size=N, -nag=JOURS,
        -forfeit=JOURS). -rating=1400-1700 : seulement des adversaires
        classés de 1400 à 1700 ; -rating=-100+200 : de 100 sous votre
        classement à 200 au-dessus (un joueur sans partie compte 1500).
        -robot=JOURS (1 à 7) : si personne ne le prend en autant de jours,
        le robot le prend (robot-easy si vous êtes classé sous 1400). Un
        défi attend 7 jours au plus, puis il échoit et vous est renvoyé par
        courriel. S'il correspond à un défi ouvert d'un autre joueur (même
        jeu et mêmes options, chaque classement dans la fourchette de
        l'autre), une partie commence aussitôt avec le plus ancien de ces
        défis. 3 défis ouverts au plus.
    GAME seeks
        Les défis ouverts de ce jeu : numéro, joueur, classement, options,
        fourchette, temps d'attente. Aucune adresse n'est montrée.
    GAME take DÉFI userid password
        Prend le défi d'un autre joueur : la partie commence aussitôt, et
        celui qui a lancé le défi, qui attendait depuis plus longtemps,
        joue en premier.
    GAME unseek DÉFI userid password
        Retire votre défi.
    Se retirer, supprimer son compte, ou une adresse qui ne reçoit plus
    de courriel clôt vos défis.
    Exemple : yinsh seek alice secret -blitz -rating=-200+200 -robot=3


# `help analyse`, `help analyze` : après la partie.
help-topic-analyse =
    GAME analyse BOARD userid password   (aussi : analyze)
        L'analyse par le robot d'une partie finie que vous avez jouée ou
        observée, par courriel : un graphique de la chance de gagner des
        Blancs après chaque coup (un PNG), les coups marqués (les trois plus
        fortes chutes de chaque joueur) dans un tableau avec la chance
        avant et après et le coup du robot, et les chiffres de chaque coup
        en JSON. Chaque position est cherchée à son tour après les coups
        des robots : elle arrive en quelques minutes, la réponse dit
        quand. Une partie déjà analysée est envoyée aussitôt. Une partie en
        cours n'est jamais analysée. 3 par jour au plus.
    Exemple : yinsh analyse 101 alice secret

# `help notation`.
help-topic-notation =
    Un coup ne contient jamais d'espace ; ses éléments sont reliés par ':'.
      YINSH : une intersection, c'est une lettre de colonne de a à k et un
      numéro de rangée : e5.
        e5                 placer un anneau (les 10 premiers coups)
        i8-f5              déplacer l'anneau de i8 vers f5
        i8-f5:xg5-g9xa5    ...puis retirer l'alignement g5-g9 et l'anneau a5
        xg5-g9xa5:d3-b3    d'abord retirer l'alignement que l'adversaire vous a fait
        pass               seulement si aucun de vos anneaux ne peut bouger
      Rin : une intersection, c'est rangée,colonne, comptées depuis 0 en haut à
      gauche : 3,6.
        3,6                une pierre
        3,6:4,7            les deux pierres d'un double tour, dans l'ordre
      Tout coup : MOVE#N n'est accepté que comme coup numéro N de la partie.
      'yinsh help' et 'rin help' montrent chaque plateau avec ses repères.

# `help robots`.
help-topic-robots =
    Les robots du serveur, robot (environ 2 s par coup) et robot-easy
    (environ 0,1 s par coup), jouent par courriel comme tout le monde :
    défiez-en un, qu'il joue en premier ou en second, et il répond à chacun
    de vos coups en quelques secondes, de jour comme de nuit.
      yinsh challenge -blitz alice robot
      rin challenge -size=12 robot-easy alice
    Un robot n'accepte la nulle que s'il juge sa position perdue ou
    parfaitement égale ; il ne demande jamais à reprendre un coup et ne vous
    en laisse reprendre aucun. Les robots ont un classement Elo et figurent
    au classement comme tout joueur ; personne ne peut s'inscrire ni jouer
    sous leur nom, et ils ne reçoivent aucun courriel.
    Vous pouvez avoir au plus 3 parties en cours contre des robots en même
    temps ; les robots servent les joueurs à tour de rôle, une partie de
    chacun à la fois.

# The engines of the server's configuration, after `help robots`;
# $engines: one line each, its user id and its game.
help-robots-engines =
    { $count ->
        [one] Ce serveur a aussi un moteur venu d'ailleurs, un programme qui joue comme un robot :
       *[other] Ce serveur a aussi { $count } moteurs venus d'ailleurs, des programmes qui jouent comme des robots :
    }
    { $engines }
    Défiez-en un à son jeu comme vous défieriez un robot. Un moteur refuse
    toute proposition de nulle et toute demande de reprise, et abandonne
    une partie s'il échoue trois fois de suite à donner un coup.

# `help clocks`.
help-topic-clocks =
    Chaque partie en cours a une pendule pour le joueur au trait. Sans coup
    de sa part pendant le délai de rappel de la partie (7 jours par défaut),
    ce joueur reçoit un rappel, puis un autre à chaque nouveau délai ; passé
    le délai de forfait (21 jours par défaut), il perd au temps et les deux
    joueurs reçoivent la position finale. Le défi fixe ces délais, en jours :
      yinsh challenge -nag=3 -forfeit=10 alice bob
    Une partie perdue au temps par un joueur qui n'y a jamais joué est
    annulée : personne ne gagne et les classements Elo ne bougent pas.
    'vacation' arrête vos pendules (30 jours par an au plus).

# `help accounts`.
help-topic-accounts =
    Votre compte, c'est votre identifiant, votre mot de passe et jusqu'à 3
    adresses.
      - Chaque adresse est d'abord confirmée : le serveur lui envoie un jeton,
        et rien d'autre tant que vous n'avez pas répondu (ou envoyé
        'confirm TOKEN').
      - Les mots de passe ne sont conservés que sous forme de hachage argon2
        salé et ne sont jamais envoyés par courriel ; le serveur les masque
        (********) dans chaque réponse.
      - Après 5 mauvais mots de passe en 15 minutes, les commandes du compte
        qui demandent un mot de passe sont refusées pendant 15 minutes.
      - Mot de passe oublié : envoyez 'forgot userid', puis
        'reset userid TOKEN newpassword' avec le jeton reçu à vos adresses.
      Commandes : signup, confirm, add, change, forgot, reset, vacation,
      signoff, delete, message, all show.

# `help password`.
help-topic-password =
    Le mot de passe est vérifié à chaque commande qui agit au nom d'un
    joueur, et il n'est conservé que sous forme de hachage argon2 salé. Après
    5 mauvais mots de passe en 15 minutes, les commandes du compte qui
    demandent un mot de passe sont refusées pendant 15 minutes.
    Mot de passe oublié : voir 'help forgot'.

# `yinsh help`, `help yinsh` : les règles en bref, la notation et le plateau.
help-yinsh =
    YINSH sur ringmail

    Commandes :
      yinsh challenge [-blitz] userid1 userid2
          Lance aussitôt une partie. userid1 joue les Blancs (o) et commence,
          userid2 joue les Noirs (x). -blitz : le premier alignement gagne.
      yinsh move BOARD userid password MOVE[#N]
      yinsh resign BOARD userid password
      yinsh show BOARD[#N]

    Le jeu en bref :
      Chacun a 5 anneaux ; les 51 marqueurs de la réserve servent aux deux
      joueurs. On commence par placer les anneaux, chacun son tour, sur des
      intersections libres (les Blancs d'abord). Ensuite, à votre tour, vous
      posez un marqueur de votre couleur dans l'un de vos anneaux, et vous
      déplacez cet anneau en ligne droite, le long des lignes du plateau :
      sur des intersections libres, puis, si vous le voulez, par-dessus une
      suite ininterrompue de marqueurs, jusqu'à la première intersection libre
      qui la suit. Un anneau ne saute jamais un autre anneau, ne s'arrête
      jamais sur un anneau ni sur un marqueur, et ne repart jamais sur des
      intersections libres après avoir sauté des marqueurs. Tout marqueur
      sauté est retourné.
      Cinq marqueurs de la même couleur qui se suivent sur une ligne forment
      un alignement. Après votre coup, vous retirez chacun de vos alignements
      (cinq marqueurs) et, pour chacun, l'un de vos anneaux. Un alignement que
      vous formez dans la couleur de l'adversaire, c'est lui qui le retire, au
      début de son tour. Le premier qui a retiré 3 anneaux gagne (blitz : 1).
      Si la réserve de marqueurs est vide, ou si plus personne ne peut jouer,
      celui qui a retiré le plus d'anneaux gagne ; à égalité, la partie est
      nulle. Si aucun de vos anneaux ne peut bouger, envoyez 'pass'.

    Notation (majuscules ou minuscules, peu importe ; les éléments d'un coup
    sont reliés par ':' ou ';') :
      e5                   placer un anneau (coups 1 à 10)
      i8-f5                déplacer l'anneau de i8 vers f5
      i8-f5:xg5-g9xa5      ...qui vous fait l'alignement g5-g9 : vous le
                           retirez, avec l'anneau a5
      i8-f5:xa5            l'alignement peut être omis si vous n'en avez qu'un
      xg5-g9xa5:d3-b3      d'abord retirer l'alignement que l'adversaire vous a
                           fait
      xg5-g9xa5            un retrait qui gagne se passe de déplacement
      pass                 seulement si aucun de vos anneaux ne peut bouger
      i8-f5#23             accepté seulement comme 23e coup de la partie (une
                           protection contre un courriel périmé ou envoyé deux
                           fois)
      Les colonnes vont de a à k, les rangées de 1 à 11 ; un alignement se
      nomme par ses deux extrémités.

    Le plateau, tel que chaque courriel de partie le dessine :

    { $board }

    Lire une intersection, par exemple e5 : les lettres A à K sont au pied
    des colonnes, qui montent tout droit sur la page ; les nombres 1 à 11
    sont au bout gauche des rangées, qui descendent vers la droite d'une
    ligne à chaque colonne. e5 est là où la colonne E croise la rangée qui
    part de 5.
    En cours de partie, une intersection montre :
      (o) (x)   un anneau blanc ou noir, dessiné autour de son intersection
      o   x     un marqueur blanc ou noir
    {"  ."}         une intersection libre
    Sous le plateau : les anneaux retirés par chaque joueur, les marqueurs
    qui restent dans la réserve, et qui a le trait (ou le résultat).

    Retraits : un alignement se nomme par ses deux extrémités après un x,
    l'anneau retiré suit après un second x, et les éléments d'un coup sont
    reliés par ':' (sans espace). Votre nouvel alignement et votre anneau
    viennent après le déplacement de votre anneau : i8-f5:xg5-g9xa5. Un
    alignement que l'adversaire vous a fait se retire en premier, avant le
    déplacement : xg5-g9xa5:d3-b3.

# `rin help`, `help rin` : les règles en bref, la notation et le plateau.
help-rin =
    Rin sur ringmail

    Commandes :
      rin challenge [-size=N] userid1 userid2
          Lance aussitôt une partie. userid1 joue les Noirs (x) et commence,
          userid2 joue les Blancs (o). -size=N : un plateau de taille paire,
          de 8 à 20 (16 par défaut).
      rin move BOARD userid password MOVE[#N]
      rin resign BOARD userid password
      rin show BOARD[#N]

    Le jeu en bref :
      Le plateau est une grille carrée d'intersections ; celles des quatre
      bords forment la zone sûre. Les Noirs commencent avec une seule pierre ;
      ensuite chacun pose deux pierres par tour (Noirs 1, Blancs 2, Noirs 2,
      Blancs 2...). Une pierre se pose sur n'importe quelle intersection
      libre ; on ne peut pas passer.
      Les pierres ne se relient que le long des lignes de la grille, jamais
      en diagonale. Après chaque pierre que vous posez (la première de vos
      deux aussi), regardez les intersections libres et les pierres adverses
      qui l'entourent : tout groupe qu'elles forment le long des lignes, et
      qui ne peut pas atteindre la zone sûre sans traverser vos pierres, est
      enfermé dans votre anneau. Il est rempli aussitôt : chacune de ses
      intersections reçoit une de vos pierres, et les pierres adverses qui s'y
      trouvent sont prises et changent de camp. Un groupe qui touche le bord
      n'est jamais rempli : les pierres du bord, et celles qui y sont reliées
      par des pierres de leur couleur, sont à l'abri pour de bon.
      La partie s'arrête dès que le plateau est plein, même entre les deux
      pierres d'un tour. Le joueur qui a le plus de pierres gagne ; à
      égalité, la partie est nulle.

    Notation (pas d'espace dans un coup) :
      3,6                  une pierre en rangée 3, colonne 6 (comptées depuis
                           0 : rangée 0 en haut, colonne 0 à gauche)
      (3,6) ou 3-6         la même intersection
      3,6:4,7              les deux pierres d'un double tour, dans l'ordre où
                           vous les posez (';' peut remplacer ':') ; la seconde
                           se pose sur le plateau tel qu'il est une fois
                           remplis les anneaux de la première
      3,6                  une seule pierre d'un double tour, c'est permis
                           aussi : vous gardez le trait pour la seconde
      3,6#23               accepté seulement comme 23e coup de la partie (une
                           protection contre un courriel périmé ou envoyé deux
                           fois)
      resign               donne la partie à votre adversaire

    Le plateau, tel que chaque courriel de partie le dessine (ici en 8 x 8) :

    { $board }

    Lire une intersection : les nombres du haut sont les colonnes, ceux de
    gauche les rangées, tous à partir de 0 ; 3,2 est en rangée 3, colonne 2
    (le x ci-dessus).
      x   une pierre noire          o   une pierre blanche
    {"  ."}   une intersection libre
      +   une intersection libre marquée (en 16 x 16 seulement) : un repère
          pour l'œil, qui se joue comme toute autre intersection libre
    Les intersections des quatre bords forment la zone sûre. Sous le plateau :
    les pierres de chaque joueur, qui a le trait et s'il en est à sa première
    ou à sa seconde pierre, ou le résultat.

    La règle du remplissage, encore une fois : après chaque pierre, tout
    groupe d'intersections libres et de pierres adverses que vos pierres
    coupent de la zone sûre devient vôtre aussitôt (les pierres adverses qui
    s'y trouvent sont prises).

# `help language` : les langues (`$languages`, une ligne chacune, code et nom) et comment choisir la sienne.
help-topic-language =
    Le serveur vous écrit dans votre langue : réponses, erreurs, avis,
    courriels de partie et cette aide. Les langues :
    { $languages }
    Pour choisir la vôtre :
      change language userid password LANG
    par exemple change language alice secret fr. Par défaut : en. Un courriel
    venu d'une adresse sans compte reçoit sa réponse dans la langue que
    demande son en-tête Content-Language ou Accept-Language, sinon en anglais.
    Les mots des commandes, les options, la notation des coups, les
    identifiants, le dessin du plateau et les sujets des courriels sont les
    mêmes dans toutes les langues.

help-too-many-topics = demandez au plus { $max } sujets par commande help, par exemple help move show

help-no-such-topic = il n'y a pas d'aide sur { $topics } ; les sujets sont les jeux ({ $games }) et : { $names }

help-unknown-topic = '{ $topic }'

help-unknown-topic-near = '{ $topic }' (vouliez-vous dire '{ $near }' ?)

help-game-usage = écrivez simplement : { $game } help

help-list-games = Jeux proposés ici :

help-list-footer =
    Envoyez 'GAME help' (par exemple 'yinsh help') pour les règles et la
    notation, 'list GAME' pour ses parties en cours.

help-list-running = Parties de { $game } en cours : { $count }

help-list-longest = { $count ->
        [one] (celle qui attend depuis le plus longtemps)
       *[other] (les { $count } qui attendent depuis le plus longtemps)
    }

help-list-not-a-game = '{ $game }' n'est pas un jeu proposé ici ({ $games }) ; écrivez list, ou list GAME

help-list-usage = écrivez list, ou list GAME (par exemple list yinsh)

## Tournois (src/commands/tournament/, src/tournaments/).

tournament-decimal-point = ,
tournament-standings-line = { $place }. { $user } : { $points } pt, Sonneborn-Berger { $sb }, { $played } { $played ->
        [one] partie jouée
       *[other] parties jouées
    }
tournament-standings-heading = Classement (points, puis Sonneborn-Berger, puis les parties entre les ex aequo) :
tournament-winner = le vainqueur est { $user }
tournament-winners = la première place est partagée entre { $users }
tournament-final = Le tournoi { $name } de { $game } est terminé : ses { $total } parties sont finies, et { $winner }.
tournament-after-board = La partie { $board } de { $game } du tournoi { $name } est terminée ({ $result }) : { $done } parties finies sur { $total }.
tournament-show-hint = Le tournoi à tout moment : { $game } tournament show { $name }
tournament-usage = écrivez { $game } tournament { $commands } NAME ... (help tournament en dit plus)
tournament-bad-name = « { $word } » n'est pas un nom de tournoi : de 2 à 32 caractères parmi a-z, 0-9, _ et -
tournament-no-such = il n'y a pas de tournoi de { $game } nommé { $name } ({ $game } tournaments donne ceux qui sont ouverts ou en cours)
tournament-signed-off = « { $user } » s'est retiré et ne peut plus participer à des tournois
tournament-unconfirmed = « { $user } » n'a pas encore confirmé d'adresse : répondez d'abord au courriel de confirmation
tournament-option-twice = ne donnez { $option } qu'une fois
tournament-bad-players = « { $option } » n'est pas un nombre de joueurs : écrivez -players=MIN-MAX, de 2 à { $most }, MIN au plus égal à MAX
tournament-name-taken = il existe déjà un tournoi de { $game } nommé { $name } ; choisissez un autre nom
tournament-too-many = { $user } organise déjà { $count } tournois ouverts ou en cours, le maximum pour un joueur
tournament-join-closed = le tournoi { $name } de { $game } a commencé ; plus personne ne peut s'y inscrire
tournament-already-in = { $user } est déjà inscrit au tournoi { $name } de { $game }
tournament-cancel-closed = le tournoi { $name } de { $game } a commencé ; il se joue jusqu'au bout et ne peut plus être annulé
tournament-cancelled = Le tournoi { $name } de { $game } est annulé, et son nom est de nouveau libre. Joueurs prévenus par courriel : { $count }.
tournament-cancelled-notice = { $organiser } a annulé le tournoi { $name } de { $game } avant son début ; vous n'y êtes plus inscrit.
tournament-full = le tournoi { $name } de { $game } est complet : il a ses { $max } joueurs
tournament-leave-closed = le tournoi { $name } de { $game } a commencé ; plus personne ne peut s'en retirer (les parties non jouées sont perdues au temps, comme d'habitude)
tournament-not-in = { $user } n'est pas inscrit au tournoi { $name } de { $game }
tournament-only-robots = seuls des robots sont inscrits au tournoi { $name } de { $game } ; il faut au moins un joueur qui ne soit pas un robot pour le lancer
tournament-organiser-only = seul l'organisateur du tournoi { $name } de { $game }, { $organiser }, peut faire cela ({ $user } ne le peut pas)
tournament-not-a-robot = « { $user } » n'est pas un des robots du serveur (robot, robot-easy ou un moteur ; help robots) ; les joueurs s'inscrivent avec join
tournament-engine-game = « { $user } » est un robot qui ne joue qu'à { $plays } : il ne peut pas entrer dans un tournoi de { $game }
tournament-start-closed = le tournoi { $name } de { $game } a déjà commencé
tournament-too-few = le tournoi { $name } de { $game } compte { $count } { $count ->
        [one] joueur
       *[other] joueurs
    } ; il en faut au moins { $min } pour le lancer
tournament-created = Le tournoi { $name } de { $game } est ouvert, organisé par { $user } : { $rounds ->
        [2] toutes rondes en aller-retour (chaque paire joue deux fois, couleurs inversées)
       *[1] toutes rondes simple (chaque paire joue une fois)
    }, de { $min } à { $max } joueurs, options { $options }, pendule : rappel après { $nag } jours, défaite au temps après { $forfeit }. Les joueurs s'inscrivent avec : { $game } tournament join { $name } userid password. Vous ne jouez que si vous vous inscrivez aussi. Quand il y a assez d'inscrits, lancez-le avec : { $game } tournament start { $name } { $user } PASSWORD
tournament-joined = { $user } est inscrit au tournoi { $name } de { $game } ({ $count } joueurs sur { $max } au plus).
tournament-left = { $user } s'est retiré du tournoi { $name } de { $game } (il reste { $count } { $count ->
        [one] joueur
       *[other] joueurs
    }).
tournament-started = Le tournoi { $name } de { $game } est lancé : { $boards } parties entre { $count } joueurs, toutes en même temps. Chaque joueur a reçu par courriel la liste de ses parties.
tournament-your-boards = Le tournoi { $name } de { $game }, organisé par { $organiser }, est lancé : { $count } joueurs, { $boards } parties en même temps. Vos { $mine } parties :
tournament-board-line = Partie { $board } de { $game } : { $first } ({ $first_colour }) contre { $second } ({ $second_colour }), { $to_move } au trait
tournament-your-boards-footer = Jouez avec : { $game } move BOARD { $user } PASSWORD MOVE, et voyez une partie avec : { $game } show BOARD. Le classement vous est envoyé après chaque partie terminée ; à tout moment : { $game } tournament show { $name }
tournament-show-head = Tournoi { $name } de { $game }, organisé par { $organiser } : { $status ->
        [open] ouvert
        [running] en cours
       *[finished] terminé
    } ; { $rounds ->
        [2] toutes rondes en aller-retour
       *[1] toutes rondes simple
    }, de { $min } à { $max } joueurs, options { $options }, pendule : rappel après { $nag } jours, défaite au temps après { $forfeit }.
tournament-show-players = Joueurs ({ $count }) :
tournament-show-boards = Parties ({ $count }) :
tournament-show-board-over = { $board } : { $first } contre { $second }, terminée : { $result }
tournament-show-board-running = { $board } : { $first } contre { $second }, { $user } au trait
tournament-list-none = Aucun tournoi de { $game } n'est ouvert ni en cours. Ouvrez-en un avec : { $game } tournament create NAME userid password
tournament-list-head = Tournois de { $game } ouverts et en cours :
tournament-list-line = { $name } : { $status ->
        [open] ouvert
       *[running] en cours
    }, organisé par { $organiser }, { $count } joueurs sur { $max } au plus

# Défis ouverts (seeks.md ; src/commands/seeks/, src/seeks/).
# Les refus.
seek-usage = écrivez { $game } seek userid password [-options] [-rating=BAS-HAUT] [-robot=JOURS] (help seek en dit plus)
seek-bad-rating = « { $text } » n'est pas une fourchette de classement : écrivez -rating=1400-1700 (de 1400 à 1700) ou -rating=-100+200 (de 100 sous votre propre classement à 200 au-dessus) ; les classements vont jusqu'à { $most }
seek-bad-robot = « { $option } » n'est pas un nombre de jours pour le robot : écrivez -robot=JOURS, de 1 à 7 (si personne n'a pris votre défi au bout de ce nombre de jours, un robot le prend)
seek-option-twice = donnez { $option } une seule fois
seek-bad-number = « { $word } » n'est pas un numéro de défi ({ $game } seeks donne les défis ouverts avec leur numéro)
seek-signed-off = { $user } s'est retiré ; un joueur retiré ne peut plus lancer ni prendre de défi
seek-unconfirmed = { $user } n'a pas encore confirmé d'adresse : répondez d'abord au courriel de confirmation (seuls les joueurs confirmés lancent et prennent des défis)
seek-too-many = { $user } a déjà { $count } défis ouverts, le maximum pour un joueur ; retirez-en un d'abord ({ $game } unseek DÉFI userid password) ou attendez qu'un défi soit pris
seek-no-such = il n'y a pas de défi { $seek } de { $game } ({ $game } seeks donne les défis ouverts)
seek-closed = le défi { $seek } de { $game } n'est plus ouvert : { $status ->
        [taken] il a été pris, et la partie { $board } de { $game } en est née
        [paired] il correspondait à un autre défi, et la partie { $board } de { $game } en est née
        [withdrawn] son joueur l'a retiré
        [lapsed] personne ne l'a pris en { $days } jours
       *[ended] son joueur ne peut plus jouer
    }
seek-own = le défi { $seek } de { $game } est le vôtre ; pour le retirer : { $game } unseek { $seek } { $user } MOTDEPASSE
seek-out-of-range = le classement de { $user } en { $game }, { $rating }, est hors de la fourchette du défi { $seek } ({ $range }) : { $user } ne peut pas le prendre
seek-not-yours = le défi { $seek } de { $game } est celui de { $owner } ; seul { $owner } peut le retirer
seek-range-any = toutes
# Les réponses.
seek-posted =
    Votre défi { $seek } de { $game } est ouvert : options { $options }, fourchette de classement { $range }. Tout joueur confirmé dont le classement convient peut le prendre avec : { $game } take { $seek } userid password. Il attend jusqu'au { $until } ({ $days } jours au plus){ $robot ->
        [0] {""}
       *[other] ; si personne ne l'a pris le { $robot_at }, { $robot_name } le prend
    }.
    Un nouveau défi qui lui correspond lance aussitôt une partie. Retirez-le avec : { $game } unseek { $seek } { $user } MOTDEPASSE
seek-paired = Votre défi { $seek } de { $game } correspondait au défi { $older } de { $other } : la partie { $board } de { $game } a commencé, et { $other }, qui attendait depuis plus longtemps, joue en premier. Les deux défis sont clos.
seek-taken = Vous avez pris le défi { $seek } de { $game } lancé par { $seeker } : la partie { $board } de { $game } a commencé, et { $seeker }, qui attendait depuis plus longtemps, joue en premier.
seek-withdrawn = Votre défi { $seek } de { $game } est retiré.
seeks-ended = { $count ->
        [one] Votre défi ouvert est clos.
       *[other] Vos { $count } défis ouverts sont clos.
    }
# `GAME seeks`.
seeks-none = Aucun défi de { $game } n'est ouvert. Lancez-en un avec : { $game } seek userid password [-options] [-rating=BAS-HAUT] [-robot=JOURS]
seeks-head = Défis de { $game } ouverts, du plus ancien au plus récent (prenez-en un avec : { $game } take DÉFI userid password) :
seeks-line = { $seek } : { $user } (classement { $rating }), options { $options }, fourchette { $range }, en attente depuis { $age }{ $robot ->
        [0] {""}
       *[other] , un robot le prend après { $robot } jours
    }
# En tête des courriels de la nouvelle partie.
seek-board-taken = Cette partie est née du défi ouvert de { $seeker } (défi { $seek } de { $game }), pris par { $taker }.
seek-board-paired = Cette partie est née de deux défis ouverts qui se correspondaient : celui de { $first } (défi { $older } de { $game }) et celui de { $second } (défi { $newer }).
seek-board-robot = Cette partie est née du défi ouvert de { $seeker } (défi { $seek } de { $game }) : personne ne l'a pris en { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, alors { $robot } l'a pris.
# Le courriel d'un défi échu.
seek-lapsed = Votre défi { $seek } de { $game } est échu : personne ne l'a pris en { $days } jours, et il est clos. Pour lancer un nouveau défi : { $game } seek { $user } MOTDEPASSE [-options] ; les défis ouverts : { $game } seeks

# Après la partie : l'analyse du robot (analysis.md ; src/analysis/,
# src/commands/analyse.rs).
analysis-heading = L'analyse par le robot de la partie { $board } de { $game } : { $first } ({ $first_colour }) contre { $second } ({ $second_colour }) ; { $result }.
analysis-chart-legend = Le graphique ({ $file }, en pièce jointe) montre la chance de gagner des Blancs après chaque coup, de 0 à 100 % (une nulle compte pour moitié). Les placements sont grisés, chaque anneau retiré est un anneau orange, et les disques rouges numérotés sont les coups marqués : les trois plus fortes chutes de chaque joueur, dans le tableau ci-dessous.
analysis-none-marked = Aucun coup n'a fait perdre { $points } points ou plus de chance de gagner à son joueur : rien n'est marqué.
analysis-column-mark = marque
analysis-column-move = coup
analysis-column-player = joueur
analysis-column-played = joué
analysis-column-before = avant
analysis-column-after = après
analysis-column-robot = le coup du robot
analysis-preview-line = sur le plateau : { $command }
analysis-json-legend = Les chiffres de chaque coup sont joints dans { $file } : le coup, son joueur, la chance de gagner de ce joueur avant et après (de 0 à 1), et le coup du robot quand il diffère. Chaque position a été cherchée avec { $playouts } parties simulées.
# Les refus.
analysis-usage = écrivez { $game } analyse BOARD userid password (help analyse en dit plus)
analysis-running = la partie { $board } de { $game } est encore en cours : le robot n'analyse une partie qu'une fois terminée (pas d'aide d'un moteur pendant une partie)
analysis-not-yours = seuls les joueurs et les observateurs de la partie { $board } de { $game } peuvent en demander l'analyse
analysis-per-day = { $user } a demandé { $count } analyses aujourd'hui, le maximum pour un joueur ; redemandez demain
analysis-asked-already = { $user } a déjà demandé l'analyse de la partie { $board } de { $game } ; elle est en route
analysis-no-address = { $user } n'a aucune adresse qui reçoive du courriel : l'analyse ne peut être envoyée nulle part
# Les réponses.
analysis-queued = Le robot analysera la partie { $board } de { $game } ({ $positions } positions) après les coups des robots en attente{ $ahead ->
        [0] {""}
       *[other] et { $ahead } { $ahead ->
            [one] analyse demandée
           *[other] analyses demandées
        } avant
    } : attendez-la par courriel d'ici { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    } environ.
analysis-kept = L'analyse de la partie { $board } de { $game } a déjà été faite : elle vous est envoyée maintenant.
