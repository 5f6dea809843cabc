
## accounts

# Erreurs qui rappellent la forme d'une commande ($form : la commande telle
# qu'on l'écrit, non traduite).
accounts-write-form = écrivez { $form }
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
accounts-confirmations-per-mail = un courriel peut demander à au plus { $count } autres adresses de se confirmer ; envoyez les autres dans un autre courriel
accounts-confirmations-per-mail-unconfirmed = un courriel venant d'une adresse non confirmée peut demander à au plus { $count ->
    [one] { $count } autre adresse
   *[other] { $count } autres adresses
} de se confirmer ; confirmez d'abord la vôtre
accounts-confirmations-per-day = votre adresse a demandé à { $count } autres adresses de se confirmer au cours des dernières 24 heures, le maximum par jour ; réessayez demain
accounts-signups-per-day = une adresse non confirmée inscrit au plus { $count ->
    [one] { $count } identifiant
   *[other] { $count } identifiants
} par jour ; confirmez d'abord celui que vous avez inscrit (répondez à son courriel de confirmation)

# signup : erreurs.
accounts-signup-form = écrivez { $form }, par exemple signup alice secret
accounts-signup-too-many-addresses = indiquez au plus { $count } adresses pour vous inscrire
accounts-signup-robot-id = l'identifiant « { $user } » est celui d'un des robots de ce serveur, qui jouent d'eux-mêmes et ne peuvent pas s'inscrire ; choisissez-en un autre (pour jouer contre ce robot : yinsh challenge YOURID { $user })
accounts-signup-reserved-id = l'identifiant « { $user } » est réservé au serveur et aux systèmes de courriel ; choisissez-en un autre
accounts-signup-deleted-id = l'identifiant « { $user } » appartenait à un compte supprimé et n'est plus jamais attribué ; choisissez-en un autre
accounts-signup-taken-id = l'identifiant « { $user } » est déjà pris ; choisissez-en un autre

# signup : la réponse quand les adresses sont confirmées d'emblée.
accounts-signup-welcome-confirmed =
    Bienvenue, { $user }. Vous êtes inscrit avec l'adresse { $addresses }.
    Envoyez « help » pour connaître les commandes.
# signup : la première ligne de la réponse, par morceaux ; puis l'avertissement.
accounts-signup-welcome = Bienvenue, { $user }.
accounts-signup-confirm-below = Ce courriel vous demande de confirmer votre adresse, comme expliqué ci-dessous.
accounts-confirmation-mailed = Une demande de confirmation a été envoyée à { $addresses }.
accounts-signup-lapses =
    Votre compte pourra jouer dès qu'une adresse sera confirmée ; un compte sans
    adresse confirmée est effacé au bout de 7 jours.

# signup : le courriel (ou la partie de la réponse) qui demande de confirmer une adresse.
accounts-signup-confirmation-mail =
    Quelqu'un, sans doute vous, s'est inscrit pour jouer sur { $server } sous le nom « { $user } »
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
    Vous pouvez maintenant défier d'autres joueurs et jouer ; envoyez « help » pour connaître les commandes.
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
accounts-add-confirmation-mailed = Une demande de confirmation a été envoyée à { $addresses } ; chaque adresse reçoit du courrier une fois confirmée.
accounts-add-added = Ajouté au compte { $user } : { $addresses }.
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
accounts-change-unknown-language = « { $code } » n'est pas une langue de ce serveur ; écrivez { $form }, avec l'une de celles-ci : { $languages }
accounts-change-language-form = écrivez { $form }, avec l'une de ces langues : { $languages }
# change : réponses.
accounts-password-changed = Le mot de passe de { $user } est changé ; l'ancien ne fonctionne plus.
accounts-subjects-board = Les courriels de partie de { $user } auront désormais un seul sujet pour tous les courriels d'une même partie (yinsh Board 101: alice vs bob), à partir du prochain courriel.
accounts-subjects-turn = Les courriels de partie de { $user } auront désormais des sujets qui nomment le joueur au trait (yinsh Board 101 bob), à partir du prochain courriel.
# change language : la réponse, écrite dans la nouvelle langue.
accounts-language-changed = Désormais, les courriels pour { $user } sont écrits en { $name } ({ $code }).
accounts-addresses-now = Les adresses de { $user } sont désormais : { $addresses }.
accounts-addresses-removed = Supprimées : { $addresses }.
accounts-change-confirmation-mailed = Une demande de confirmation a été envoyée à { $addresses } ; elle recevra du courrier une fois confirmée.
accounts-change-address-waiting =
    Une demande de confirmation a été envoyée à { $addresses }.
    Tant qu'aucune n'est confirmée, le courrier pour { $user } continue d'aller à { $old } ;
    dès que l'une l'est, ces adresses-là sont supprimées.

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
accounts-reset-bad-token = ce jeton de réinitialisation pour « { $user } » est faux, déjà utilisé ou expiré (un jeton sert une fois, dans les 24 heures) ; envoyez forgot { $user } pour en recevoir un nouveau
accounts-reset-done = Le mot de passe de { $user } est défini ; l'ancien ne fonctionne plus, ni aucun jeton de réinitialisation.

# vacation ($time : une date et une heure UTC).
accounts-vacation-form = vacation userid password DAYS (de 1 à { $most }), ou vacation userid password off
accounts-vacation-not-days = « { $days } » n'est pas un nombre de jours de 1 à { $most } ; écrivez { $form }
accounts-vacation-none = { $user } n'a pas de vacances en cours
accounts-vacation-over = Les vacances de { $user } sont terminées ; les pendules tournent de nouveau à partir de maintenant ({ $time }).
accounts-vacation-unreachable = { $user } n'est pas joignable par courriel (le courrier envoyé à ses adresses revient), ses pendules sont donc déjà arrêtées ; écrivez d'abord depuis l'une de ses adresses, ou confirmez-en une nouvelle
accounts-vacation-too-long = il reste à { $user } { $left ->
    [one] { $left } jour de vacances
   *[other] { $left } jours de vacances
} (au plus { $most } sur 365 jours, { $used } utilisés) ; demandez-en au plus { $left }
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
accounts-message-received-per-day = « { $user } » a déjà reçu { $count } messages et chats aujourd'hui, le maximum qu'un joueur reçoit par jour ; rien n'a été envoyé
accounts-message-name-a-player = indiquez au moins un joueur ; écrivez { $form }
accounts-message-too-many-players = indiquez au plus { $count } joueurs ; écrivez { $form }
accounts-message-empty = le message est vide ; écrivez-le sous la ligne { $form } (ou dans le corps, avec la commande en sujet)
accounts-message-no-player = il n'y a pas de joueur « { $user } » ; rien n'a été envoyé
accounts-message-no-longer-a-player = il n'y a plus de joueur « { $user } » ; rien n'a été envoyé
accounts-message-no-address = « { $user } » n'a encore aucune adresse confirmée ; rien n'a été envoyé
accounts-message-unreachable = « { $user } » n'est pas joignable par courriel (le courrier envoyé à son adresse revient) ; rien n'a été envoyé
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
accounts-all-show-title = Parties de { $user } ({ $which }) : { $count }
accounts-all-show-line = { $game } { $board }  contre { $opponent }  { $state }
accounts-all-show-over = terminée : { $result }
accounts-all-show-your-turn = à vous de jouer
accounts-all-show-to-move = { $user } au trait
# Le résultat d'une partie terminée.
accounts-result-wins = { $user } gagne
accounts-result-draw = partie nulle
accounts-result-void = annulée

# ratings et standings.
accounts-ratings-title = Classement Elo de { $game } (départ à 1500), du plus haut au plus bas : { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
accounts-standings-title = Classement de { $game }, par victoires, puis le moins de défaites, puis les parties nulles : { $count ->
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
