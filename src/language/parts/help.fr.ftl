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

    Toutes les commandes, une ligne chacune ('help MOT ...' en dit plus sur
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
      forgot userid                               recevoir un jeton par courriel
      reset userid TOKEN newpassword              nouveau mot de passe avec le jeton
      vacation userid password DAYS|off           arrêter vos pendules
      signoff userid password                     se retirer : plus de défis
      delete userid password                      supprimer votre compte
      message userid password to ...              envoyer le corps à des joueurs
      all show userid [next|active]               ses parties de tous les jeux
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
      GAME submit BOARD userid password MOVE[#N]  enregistrer un coup et le voir
      GAME confirm BOARD userid password          jouer le coup enregistré
      GAME queue BOARD userid password MOVE[#N]   le jouer au coup N
      GAME chat BOARD userid password             écrire à l'adversaire, aux observateurs
      GAME observe BOARD userid password          suivre une partie
      GAME unobserve BOARD userid password        ne plus la suivre

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
        disparaît au bout de 7 jours si aucune ne l'est.
        Un identifiant (userid) a de 2 à 16 caractères, lettres, chiffres, '_'
        ou '-', et commence par une lettre.

# `help confirm`.
help-topic-confirm =
    confirm TOKEN
        Confirme l'adresse à laquelle le jeton TOKEN a été envoyé ; répondre
        au courriel de confirmation revient au même. Tant qu'elle n'est pas
        confirmée, une adresse ne reçoit aucun autre courriel.
    GAME confirm BOARD userid password
        Joue le coup que vous avez enregistré avec GAME submit (voir : help
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
        a une adresse confirmée ; un joueur reçoit au plus 40 messages et chats
        par jour.

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
        s'il est le coup numéro N de la partie (une garde contre les courriels
        périmés ou envoyés deux fois). Les lignes qui suivent la commande sont
        un commentaire que les deux joueurs lisent. À la place du coup, les
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
        pertes au temps et les nulles acceptées comptent ; une partie annulée
        au temps (voir : help clocks) ne compte pas. Le YINSH blitz et le YINSH
        normal ont un seul et même classement.

# `help preview`.
help-topic-preview =
    GAME preview BOARD MOVE ...
        La partie après ces coups, joués chacun à son tour à partir de la
        position actuelle ; rien n'est enregistré et aucun mot de passe n'est
        demandé.
        Exemple : yinsh preview 101 i8-f5 c3-c5

# `help submit`.
help-topic-submit =
    GAME submit BOARD userid password MOVE[#N]
        Vérifie le coup et le met de côté sans le jouer ; la réponse montre la
        partie après ce coup. Pour le jouer : GAME confirm BOARD userid password

# `help queue`.
help-topic-queue =
    GAME queue BOARD userid password MOVE[#N]
        Un coup joué pour vous dès que viendra votre tour au coup N (par
        défaut : votre prochain tour). S'il n'est pas permis à ce moment-là,
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
    temps ; les robots servent les joueurs chacun son tour, une partie à la
    fois.

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
                           garde contre un courriel périmé ou envoyé deux fois)
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
                           garde contre un courriel périmé ou envoyé deux fois)
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

help-game-usage = écrivez seulement : { $game } help

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
