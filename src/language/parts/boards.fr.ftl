
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
board-yinsh-not-a-point = « { $text } » n'est pas un coup : « { $part } » n'est pas un point (une lettre de colonne de a à k et un numéro de rangée, par exemple e5)
board-yinsh-not-two-points = « { $text } » n'est pas un coup : « { $part } » doit être deux points reliés par '-', par exemple g5-g9
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
board-yinsh-ring-stays = { $line } : un anneau doit se déplacer vers un autre point
board-yinsh-not-straight = { $line } n'est pas une ligne droite : les anneaux se déplacent le long des lignes du plateau (même colonne, même rangée, ou les deux changeant d'autant)
board-yinsh-leaves-board = { $line } sort du plateau
board-yinsh-passes-ring = { $line } passe par-dessus l'anneau en { $point } ; un anneau ne passe jamais par-dessus un anneau
board-yinsh-goes-past = { $line } va au-delà des marqueurs qu'il saute ; après avoir sauté des marqueurs, un anneau s'arrête sur le premier point libre ({ $point })
board-yinsh-ends-on-ring = { $line } s'arrête sur l'anneau en { $point } ; un anneau se déplace vers un point libre
board-yinsh-ends-on-marker = { $line } s'arrête sur le marqueur en { $point } ; un anneau ne peut pas s'arrêter sur un marqueur (il peut sauter des marqueurs et s'arrêter juste après)
board-yinsh-remove-first = le dernier coup a formé un de vos alignements ({ $rows }) ; retirez-le avant de jouer : commencez par l'alignement et l'anneau à retirer, par exemple { $example }:...
board-yinsh-missing-ring-move = il manque au coup son déplacement d'anneau après { $done }
board-yinsh-missing-placement = il manque au coup le point où placer votre anneau
board-yinsh-all-placed = tous les anneaux sont placés ; déplacez un anneau le long d'une ligne, par exemple { $ring }-...
board-yinsh-point-taken = { $point } est occupé ; placez votre anneau sur un point libre
board-yinsh-still-placing = les anneaux sont encore en cours de placement : envoyez seulement le point de votre anneau, par exemple { $point }
board-yinsh-no-pass-placing = les anneaux sont encore en cours de placement ; vous ne pouvez pas passer
board-yinsh-may-not-pass = vous pouvez encore déplacer un anneau (par exemple { $line }), vous ne pouvez donc pas passer
board-yinsh-nothing-to-remove = vous n'avez aucun alignement à retirer avant votre coup ; un retrait vient après le déplacement d'anneau qui forme l'alignement, par exemple i8-f5:xg5-g9xa5
board-yinsh-makes-rows = votre coup forme les alignements { $rows } ; ajoutez l'anneau à retirer, par exemple { $example }
board-yinsh-makes-row = votre coup forme l'alignement { $row } ; ajoutez l'anneau à retirer, par exemple { $example }
board-yinsh-extra-after-win = ce coup gagne déjà la partie après { $done } ; retirez le texte en trop « { $extra } »
board-yinsh-extra-after-move = le coup est complet après { $done } ; retirez le texte en trop « { $extra } »
board-yinsh-no-option = yinsh n'a pas d'option « { $option } » ; la seule option est -blitz

board-rin-how = écrivez un point sous la forme rangée,colonne en comptant à partir de 0, par exemple 3,6, et reliez les deux pierres d'un double tour par ':', par exemple 3,6:4,7
board-rin-not-a-point = « { $text } » n'est pas un coup : « { $part } » n'est pas un point ; { $how }
board-rin-brackets = « { $text } » n'est pas un coup : les parenthèses de « { $part } » ne vont pas par paires ; écrivez (3,6) ou simplement 3,6
board-rin-off-this-board = { $point } est hors du plateau : les rangées et les colonnes vont de 0 à { $max } sur ce plateau de { $size } x { $size }
board-rin-spaces = « { $text } » n'est pas un coup : un coup ne contient pas d'espace ; { $how }
board-rin-empty-part = « { $text } » a une partie vide : mettez exactement un ':' ou un ';' entre deux points, et aucun aux extrémités
board-rin-one-or-two = « { $text } » n'est pas un coup : un coup a une ou deux pierres
board-rin-bad-size = -size={ $size } : la taille du plateau doit être un nombre pair de { $min } à { $max }, par exemple -size=12 (16 par défaut)
board-rin-no-option = rin n'a pas d'option « { $option } » ; la seule option est -size=N, une taille de plateau paire de { $min } à { $max } (16 par défaut)
board-rin-size-twice = la taille du plateau est donnée deux fois ; donnez -size=N une seule fois
board-rin-size-not-number = « { $option } » : la taille du plateau est un nombre, par exemple -size=12 (pair, de { $min } à { $max })
board-rin-no-seat = il n'y a pas de place { $seat } ; les places sont 0 et 1
board-rin-first-turn = le premier tour de Noir est d'une seule pierre ; envoyez un seul point, par exemple { $point }
board-rin-one-left = il vous reste une pierre dans ce double tour ; envoyez un seul point, par exemple { $point }
board-rin-at-most-two = un tour compte au plus deux pierres ; envoyez un ou deux points, par exemple { $point }:...
board-rin-off-board = { $point } est hors du plateau : les rangées et les colonnes vont de 0 à { $max }
board-rin-point-taken = { $point } est occupé ; placez votre pierre sur un point libre
board-rin-no-stone = le coup n'a aucune pierre ; envoyez un point, par exemple 3,6
board-rin-fills-board = { $point } remplit le plateau et termine la partie ; envoyez-le seul, sans seconde pierre
board-rin-given-twice = { $point } est donné deux fois ; les deux pierres d'un double tour vont sur deux points libres différents
board-rin-filled-by-first = { $point } est occupé : votre pierre { $first } y a rempli un anneau ; placez votre seconde pierre sur un point libre

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
board-rin-legend = x o pierres, . + points libres

## Les courriels de partie : le bloc lu d'un coup d'œil, le résumé, les
## lignes après le plateau, les commentaires.

board-summary = Résumé de la partie { $board } de { $game }
board-picture-alt = Partie { $board } de { $game }
board-player-line = { $colour } ({ $symbol }) : { $user }
board-colour-white = blanc
board-colour-black = noir
board-options-line = options : { $options }
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
board-glance-guard = #{ $next } en fait le coup { $next } et lui seul : une copie envoyée deux fois, ou après un autre coup, est refusée.
board-glance-subjects = Votre messagerie range cette partie sous plusieurs sujets ? Envoyez : change subjects { $user } PASSWORD board
board-glance-record = Le relevé de la partie et sa rediffusion en image : envoyez { $game } record { $board }
board-glance-writes = { $user } écrit : { $text }
board-happened-started = La partie { $board } de { $game } a commencé : { $first } ({ $first_symbol }) contre { $second } ({ $second_symbol })
board-happened-resigned = { $user } a abandonné
board-happened-draw = { $first } et { $second } ont convenu de la partie nulle
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
board-void-reason = La partie { $board } est annulée : { $user } a dépassé son temps sans y avoir jamais joué ; personne ne gagne et les classements Elo ne changent pas.
board-queued-not-yours = Votre coup { $number } en attente (« { $text } ») dans la partie { $board } de { $game } a été écarté : le coup { $number } n'est pas le vôtre.
board-queued-illegal =
    Votre coup { $number } en attente (« { $text } ») dans la partie { $board } de { $game } a été écarté : { $error }
    C'est maintenant à vous de jouer ; envoyez votre coup avec : { $command }

## Les refus des commandes de partie.

board-no-such-board = il n'y a pas de partie { $board } de { $game }
board-not-a-player = « { $user } » ne joue pas dans la partie { $board } ({ $first } contre { $second })
board-write-form = écrivez { $form }
board-is-over = la partie { $board } est terminée ({ $result }) ; { $what }
board-not-your-turn = ce n'est pas à vous de jouer dans la partie { $board } : c'est à { $user }
board-not-your-turn-nobody = ce n'est pas à vous de jouer dans la partie { $board } : personne n'a le trait
