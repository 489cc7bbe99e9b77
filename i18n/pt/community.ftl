# The community in Portuguese: public names, ratings, the top list, a player's
# history, open seeks and tournaments. Decisions as in letters.ftl: Brazilian
# Portuguese with "você", the colours feminine plural ("com as brancas", "das
# brancas"). A rating is "rating" (as Lichess and Chess.com pt-BR say), a rated game
# "partida ranqueada", a casual one "partida amistosa" (the word a seek adds, as
# Desafio does); a seek is a "busca", a round robin "todos contra todos em turno único
# / em dois turnos", a round "rodada", the standings "classificação". Command words are
# those of commands.toml: Nome, Meu rating, Melhores jogadores, Jogador, Procurar
# partida, Buscas, Cancelar busca, Participar, Classificação.
#
# Keys the code passes as text, to choose words with:
#   $kind         rated, casual
#   $provisional  yes, no (a rating still provisional)
#   $rated        yes, no (a game that counted for ratings)
#   $yours        yes, no (the reader's own seek)
#   $format       single, double (a round robin: every pair meets once or twice)
#   $color, $loser  white, black
#   $result       won, drawn, lost, cancelled (a game, for the player whose history it is)
#   $why          a name refused: too_short, too_long, bad_character, address, reserved, official, confusing, taken
#                 a game not rated: casual, cancelled, too_short, withdrawal, older
#
# Plurals: CLDR [one] in Portuguese is 0 and 1, so where a count can be 0 it has its
# own [0] variant ("0 dias"), before [one].


## The help text's lines for the community commands. The command words are those of
## community-command-… below.

community-help =
    Comunidade (os outros veem o seu nome, nunca o seu endereço):
      Nome Alice_K (o seu nome público), Meu rating, Melhores jogadores [100], Jogador [NOME]
      Procurar partida [amistosa] [1400-1800] [3 dias por lance | Fischer 10+1] (um desafio aberto a qualquer um), Buscas [2], Cancelar busca
      Participar TORNEIO, Classificação [TORNEIO]
      Suíço: Bye de meio ponto [TORNEIO] (a próxima rodada livre, ½ ponto), Cancelar o meu bye [TORNEIO]
      Escadas: Participar ESCADA, Desafiar NOME na ESCADA, Aceito o desafio da escada, Recuso o desafio da escada, Me retirar de ESCADA
      Capitães de equipe: Escalar EQUIPE tabuleiro N JOGADOR, Substituir JOGADOR por RESERVA em MATCH
    Os desafios e as buscas são ranqueados, a menos que você acrescente amistosa.


## Subjects of the community's letters, after "[pawnpost] ".

community-subject-name = o seu nome
community-subject-rating = o seu rating
community-subject-top = melhores jogadores
community-subject-player = jogador { $name }
community-subject-seeks = buscas abertas
community-subject-seek-expired = a sua busca expirou
community-subject-tournament = torneio { $name }
community-subject-standings = classificação de { $name }
community-subject-final-standings = classificação final de { $name }


## Public names.

community-name-set = O seu nome público agora é { $name }. Todos os outros o veem no lugar do seu endereço.
# $problem: community-name-problem.
community-name-refused = O nome `{ $name }` não pode ser usado: { $problem }.
# In a fixed form, which does not repeat what the mail said.
community-name-refused-unquoted = Esse nome não pode ser usado: { $problem }.
# Why a name cannot be used, after a colon. $min, $max: characters; $character: the
# one not allowed.
community-name-problem = { $why ->
    [too_short] ele precisa de pelo menos { $min } caracteres
    [too_long] ele pode ter no máximo { $max } caracteres
    [bad_character] `{ $character }` não é permitido; use as letras a–z, algarismos, _ e -
    [address] um endereço de e-mail não pode ser um nome
    [reserved] nomes como player12 são a forma como o pawnpost mostra os jogadores sem nome
    [official] nomes como admin, postmaster ou o próprio nome do servidor fariam os outros pensar que quem escreve é o servidor ou a equipe dele
    [confusing] palavras que as cartas usam para as pessoas de uma partida, como Voce, Brancas ou Pretas, fariam as cartas sobre as suas partidas contar o que não aconteceu
   *[taken] outro jogador já o usa
}


## Ratings.

# A rating before and after a game. $delta: the change with its sign (+18, −7, 0).
community-rating-change = de { $before } para { $after } ({ $delta }{ $provisional ->
    [yes] , provisório
   *[no] {""}
})
community-your-rating = O seu rating{ $pool ->
    [chess960] {" "}de Chess960
   *[standard] {""}
} é { $rating }{ $provisional ->
    [yes] {" "}(provisório)
   *[no] {""}
} após { $games ->
    [0] { $games } partidas ranqueadas
    [one] { $games } partida ranqueada
   *[other] { $games } partidas ranqueadas
}; desvio de rating: { $deviation }.
community-no-rated-games = Você ainda não terminou nenhuma partida ranqueada; todos começam com 1500.
# $change: community-rating-change.
community-last-change = A sua última partida ranqueada, #{ $game }: { $change }.
# $you, $theirs: community-rating-change.
community-game-rated = Partida ranqueada{ $pool ->
    [chess960] {" "}(rating de Chess960)
   *[standard] {""}
}: o seu rating { $you }; { $opponent }: { $theirs }.
community-game-not-rated = { $why ->
    [casual] Esta partida era amistosa: os ratings não mudam.
    [cancelled] Uma partida anulada não é ranqueada.
    [too_short] Não ranqueada: a partida foi decidida antes de cada jogador fazer dois lances.
    [withdrawal] Não ranqueada: a partida terminou com uma retirada do torneio.
   *[older] Não ranqueada: a partida começou antes de o pawnpost registrar ratings.
}
# In a challenge and its invitation.
community-challenge-rated = { $kind ->
    [rated] A partida será ranqueada.
   *[casual] A partida será amistosa (não ranqueada).
}
# $label: how others see the reader (a public name, or player12).
community-known-as = Os outros veem você como { $label }; envie Nome e um nome à sua escolha para mudar isso.


## The top list.

community-top-heading = Os jogadores com melhor rating{ $pool ->
    [chess960] {" "}de Chess960
   *[standard] {""}
} (pelo menos { $min_games ->
    [0] { $min_games } partidas ranqueadas
    [one] { $min_games } partida ranqueada
   *[other] { $min_games } partidas ranqueadas
}; ? indica um rating provisório):
# One line of the list: $rank comes right-aligned in three columns.
community-top-entry = { $rank }. { $label }  { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}  ({ $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
}{ $timeouts ->
    [none] {""}
   *[other] , { $timeouts }% perdidas por tempo
})
community-top-empty = Ainda não há ninguém na lista: nenhuma partida ranqueada terminou.


## A player's history.

community-no-such-player = Não há nenhum jogador chamado { $name }.
# In a fixed form, which does not repeat what the mail said.
community-no-such-player-unquoted = Não há nenhum jogador com esse nome.
community-player-by-name-only = Os jogadores são procurados pelo nome público (como Melhores jogadores e Buscas o mostram), nunca pelo endereço.
community-questions-per-mail = O pawnpost responde a no máximo { $questions } perguntas diferentes por mensagem sobre jogadores, ratings, buscas e torneios; faça as outras em outra mensagem.
community-player-heading = Jogador { $label }
community-player-rating = { $games ->
    [0] { $pool ->
        [chess960] Rating de Chess960
       *[standard] Rating
    }: nenhum ainda (nenhuma partida ranqueada terminada).
   *[other] { $pool ->
        [chess960] Rating de Chess960
       *[standard] Rating
    }: { $rating }{ $provisional ->
        [yes] {" "}(provisório)
       *[no] {""}
    } após { $games ->
        [one] { $games } partida ranqueada
       *[other] { $games } partidas ranqueadas
    }.
}
community-player-record = Partidas terminadas: { $played } — vitórias { $won }, empates { $drawn }, derrotas { $lost } (das quais por tempo: { $lost_on_time }).
# A number of days with one decimal and its unit: $whole, then $tenth (0 to 9). A
# decimal comma; the singular below two ("0,5 dia", "1,5 dia", "2,0 dias").
community-tenths = { $whole },{ $tenth } { $whole ->
    [0] dia
    [one] dia
   *[other] dias
}
# $days: the average in days (community-tenths).
community-player-speed = Tempo médio por lance { $games ->
    [0] nas últimas { $games } partidas
    [one] na última partida
   *[other] nas últimas { $games } partidas
}: { $days }.
community-player-speed-unknown = Ainda não há lances para cronometrar.
community-player-reliability = Últimos { $days } dias: { $finished ->
        [0] nenhuma partida terminada
       *[other] perdidas por tempo { $lost_on_time } de { $finished } terminadas ({ $percent }%)
    }{ $timed ->
        [yes] ; tempo mediano por lance { $median }.
       *[no] .
    }
community-results-heading = Últimos resultados:
# One finished game; $pgn: its result as PGN writes it (1-0, 0-1, 1/2-1/2, *). The
# result agrees with "partida".
community-result = #{ $game }  com { $color ->
    [white] as brancas
   *[black] as pretas
} contra { $opponent }: { $result ->
    [won] vencida
    [drawn] empatada
    [lost] perdida
   *[cancelled] anulada
} ({ $pgn }{ $rated ->
    [yes] , ranqueada
    [chess960] , ranqueada de Chess960
   *[no] {""}
})
community-current-heading = Partidas em curso:
community-current = #{ $game }  com { $color ->
    [white] as brancas
   *[black] as pretas
} contra { $opponent }, lance { $fullmove }
# Below an empty heading (of results or games: feminine).
community-none-yet = nenhuma


## Open seeks.

# After a seek's kind, when it asks for a rating range (empty otherwise).
community-range = , adversário com rating de { $min } a { $max }
# After a seek's kind or a tournament's format, when it has a time control (empty
# otherwise). $control: the time control in words.
# After a seek's time control: the game is Chess960.
community-chess960 = , Chess960
community-timeouts = , no máximo { $max }% de derrotas por tempo
community-control = , { $control }
# $range: community-range; $control: community-control.
community-seek-posted = A sua busca foi publicada: uma partida { $kind ->
    [rated] ranqueada
   *[casual] amistosa
}{ $range }{ $control }. O primeiro jogador cuja busca for compatível começa uma partida com você; a sua busca fica aberta por { $days ->
    [0] { $days } dias
    [one] { $days } dia
   *[other] { $days } dias
}. Envie Cancelar busca para retirá-la.
community-seek-replaced = Ela substitui a sua busca anterior: uma só busca aberta por jogador.
community-seek-timeouts-refused = A busca aberta de { $label } combina com a sua, mas só aceita jogadores que perderam por tempo no máximo { $max }% das partidas dos últimos { $days } dias. Você: { $lost_on_time } de { $finished } perdidas por tempo ({ $percent }%), por isso nenhuma partida começou com { $label }.
# $control: the time control as the seek wrote it; $refusal: why it cannot be used.
community-seek-control-out-of-range = A sua busca não foi publicada: { $control }. { $refusal }
community-seek-matched = A sua busca encontrou um adversário: uma partida { $kind ->
    [rated] ranqueada
   *[casual] amistosa
} contra { $opponent } ({ $rating }); as cores foram sorteadas.
community-seeks-heading = Buscas abertas (envie Procurar partida para jogar contra a primeira que for compatível):
# One open seek. $range: community-range; $control: community-control.
community-seek-entry = { $label } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}), { $kind ->
    [rated] ranqueada
   *[casual] amistosa
}{ $range }{ $control }, { $days_ago ->
    [0] publicada hoje
    [one] publicada há { $days_ago } dia
   *[other] publicada há { $days_ago } dias
}{ $yours ->
    [yes] {" "}— a sua
   *[no] {""}
}
community-no-seeks = Não há buscas abertas no momento. Envie Procurar partida para publicar uma.
# Below a page of open seeks that is not the last; $next: the next page's number.
community-seeks-page = Página { $page } de { $pages } ({ $total ->
    [0] { $total } buscas abertas
    [one] { $total } busca aberta
   *[other] { $total } buscas abertas
}). Envie Buscas { $next } para ver a página seguinte.
community-seeks-last-page = Página { $page } de { $pages } ({ $total ->
    [0] { $total } buscas abertas
    [one] { $total } busca aberta
   *[other] { $total } buscas abertas
}), a última. Envie Buscas para ver a primeira.
# A page past the last was asked for; the last is shown.
community-no-such-seeks-page = { $pages ->
    [1] Não há página { $asked }: as buscas abertas cabem numa só página.
   *[other] Não há página { $asked }: as buscas abertas ocupam { $pages } páginas. Aqui está a última.
}
community-seek-cancelled = A sua busca foi retirada.
community-no-seek-to-cancel = Você não tem nenhuma busca aberta.
community-seek-expired = A sua busca não encontrou adversário em { $days ->
    [0] { $days } dias
    [one] { $days } dia
   *[other] { $days } dias
} e expirou. Envie Procurar partida para publicá-la de novo.
community-too-many-games-to-seek = Você já joga o máximo de partidas permitido ({ $max }); uma busca começaria mais uma.


## Tournaments.

community-open-tournaments-heading = Torneios com inscrições abertas:
# $control: community-control.
community-open-tournament = { $name }: { $format ->
    [single] todos contra todos em turno único
    [knockout] eliminatória em matches de duas partidas
    [swiss] sistema suíço, { $rounds } rodadas
   *[double] todos contra todos em dois turnos
}{ $control }, { $taken } de { $size } vagas preenchidas — envie Participar { $name }
community-joined = Você entrou no torneio { $name } ({ $taken } de { $size } vagas preenchidas). O torneio começa quando a última vaga for preenchida; cada uma das suas partidas chega então numa mensagem própria.
community-already-joined = Você já está no torneio { $name }.
community-no-such-tournament = Não há nenhum torneio chamado { $name }.
# In a fixed form, which does not repeat what the mail said.
community-no-such-tournament-unquoted = Não há nenhum torneio com esse nome.
community-not-open = { $name } não está com inscrições abertas: já começou ou já terminou.
community-tournament-begins = O torneio { $name } começa: { $players } jogadores e { $games ->
    [one] { $games } partida, que começa
   *[other] { $games } partidas no total, que começam todas
} agora. Cada uma das suas partidas chega numa mensagem própria.
# In the first letter of a tournament game.
community-tournament-game = Uma partida do torneio { $name }, rodada { $round } de { $rounds }.
community-too-busy-to-join = Participar daria a você mais { $needed ->
    [0] { $needed } partidas
    [one] { $needed } partida
   *[other] { $needed } partidas
}, mas você já tem { $active } em curso e o limite é { $max }.
community-too-many-timeouts-to-join = { $name } só aceita jogadores que perderam por tempo no máximo { $max }% das partidas dos últimos { $days } dias. Você: { $lost_on_time } de { $finished } perdidas por tempo ({ $percent }%), então não pode participar agora. Só contam os últimos { $days } dias: as derrotas mais antigas vão saindo da conta.
community-which-tournament = Qual torneio? Escreva Classificação e o nome do torneio.
community-standings-heading = Classificação de { $name } ({ $format ->
    [single] todos contra todos em turno único
   *[double] todos contra todos em dois turnos
}; partidas encerradas: { $finished } de { $total }). Desempate: Sonneborn–Berger (SB).
community-final-standings-heading = Classificação final de { $name } ({ $format ->
    [single] todos contra todos em turno único
   *[double] todos contra todos em dois turnos
}; { $total ->
    [one] encerrada a única partida
   *[other] encerradas todas as { $total } partidas
}). Desempate: Sonneborn–Berger (SB).
# Below a table with withdrawn players: what their mark means.
community-withdrawn-mark = † retirado
# To a player the admin withdrew.
community-withdrawn = O administrador retirou você do torneio { $name }; as suas partidas não terminadas nele foram encerradas.
# The ending note of a game ended by a withdrawal.
community-withdrawal-note = { $loser ->
    [white] As brancas foram retiradas
   *[black] As pretas foram retiradas
} do torneio { $name }: a partida termina com a derrota { $loser ->
    [white] das brancas
   *[black] das pretas
}.


## The crosstable's column headings, and a withdrawn player's row.

community-crosstable-rank = #
community-crosstable-player = Jogador
community-crosstable-points = Pontos
# Sonneborn–Berger.
community-crosstable-tiebreak = SB
community-crosstable-withdrawn = { $label } †

## A Swiss tournament.

community-swiss-begins = O torneio { $name } no sistema suíço começa: { $players } jogadores, { $rounds } rodadas, uma de cada vez. A rodada 1 já está emparelhada; cada rodada seguinte é emparelhada assim que terminarem todas as partidas da anterior, e cada uma das suas partidas chega numa mensagem própria.
community-joined-late = Você entrou no torneio { $name }, que já está em andamento: você será emparelhado a partir da rodada { $round } de { $rounds }, quando ela for emparelhada. As rodadas que você não jogou valem 0 pontos.
community-swiss-bye = Você recebe o bye na rodada { $round } de { $rounds } do torneio { $name }: um ponto sem partida. A sua próxima partida chega quando terminarem todas as partidas desta rodada.
community-swiss-standings-heading = Classificação de { $name } (sistema suíço, rodada { $round } de { $rounds }; uma partida em andamento aparece como ·).
community-swiss-final-standings-heading = Classificação final de { $name } (sistema suíço, { $rounds } rodadas).
# When the event ended before its last round: the rounds played of those planned.
community-swiss-final-standings-heading-short = Classificação final de { $name } (sistema suíço, { $round } de { $rounds } rodadas jogadas: nenhuma outra rodada pôde ser emparelhada).
community-swiss-legend = Cada rodada mostra a posição do adversário, a cor (b brancas, p pretas) e o resultado: 1, ½ ou 0; + ou − para uma partida ganha ou perdida por W.O. (encerrada antes de os dois jogadores moverem); · para uma partida em andamento; bye para o bye (um ponto sem partida); × para uma rodada em que o jogador não foi emparelhado (antes de uma entrada tardia ou depois de uma retirada: 0 pontos). Desempates: Buchholz corte 1 (BH-C1), depois Buchholz (BH), depois Sonneborn-Berger (SB); uma rodada sem partida conta como jogada contra um adversário virtual.
community-swiss-half-bye-legend = bye ½: um bye de meio ponto pedido pelo jogador (meio ponto sem partida).
# The colour in a cell of a Swiss's table: one letter.
community-swiss-colour = { $colour ->
    [white] b
   *[black] p
}
community-swiss-round-column = R{ $round }
community-swiss-buchholz-cut1 = BH-C1
community-swiss-buchholz = BH
community-swiss-bye-cell = bye
community-swiss-half-bye-cell = bye ½
community-half-bye-booked = O seu bye de meio ponto na rodada { $round } de { $rounds } do torneio { $name } está registrado: quando a rodada for emparelhada, você recebe meio ponto sem jogar. { $allowed ->
    [one] É o único bye de meio ponto a que cada jogador tem direito neste torneio.
   *[other] Você registrou { $booked } dos { $allowed } byes de meio ponto a que cada jogador tem direito neste torneio.
} Mudou de ideia? Escreva Cancelar o meu bye { $name } antes de a rodada ser emparelhada.
community-half-bye-refused = { $why ->
    [not_swiss] { $name } não é um torneio no sistema suíço: só um suíço tem byes de meio ponto.
    [not_playing] Você não pode pedir um bye em { $name }: não joga nele, desistiu ou o torneio terminou.
    [none_allowed] { $name } não tem byes de meio ponto: todos os jogadores são emparelhados em todas as rodadas.
    [used] Você já registrou todos os seus byes de meio ponto em { $name } ({ $allowed }).
    [already_asked] Você já tem um bye de meio ponto registrado na rodada { $round } de { $name }.
    [last_round] Um bye vale sempre para a próxima rodada ainda não emparelhada; essa é a rodada { $round }, a última de { $name }, e a última rodada não tem bye: um jogador poderia garantir a sua colocação sem jogar.
    [too_few_left] Na rodada { $round } de { $name } restariam menos de dois jogadores para emparelhar, por isso não cabe mais nenhum bye nela.
   *[no_round_left] Todas as rodadas de { $name } já foram emparelhadas: um bye se pede antes de a sua rodada ser emparelhada.
}
community-half-bye-cancelled = O seu bye de meio ponto na rodada { $round } de { $name } foi cancelado: você será emparelhado normalmente nessa rodada.
community-no-half-bye-to-cancel = { $paired ->
    [yes] A rodada { $round } de { $name } já foi emparelhada, por isso o seu bye nela se mantém: meio ponto sem jogar.
   *[no] Você não tem nenhum bye para cancelar em { $name }.
}
community-swiss-half-bye = A rodada { $round } de { $rounds } do torneio { $name } foi emparelhada, e você fica com o bye de meio ponto que pediu: meio ponto sem partida. A sua próxima partida chega quando terminarem todas as partidas desta rodada.
community-swiss-half-bye-lapsed = A rodada { $round } de { $name } não pôde ser emparelhada sem você, então o bye de meio ponto que você pediu fica sem efeito: você joga esta rodada e a sua cota não é gasta. A sua partida chega numa mensagem própria.
community-swiss-half-byes-in-round = { $count ->
    [one] Não emparelhado nesta rodada, a pedido próprio (bye de meio ponto): { $labels }.
   *[other] Não emparelhados nesta rodada, a pedido próprio (byes de meio ponto): { $labels }.
}
community-you-withdrew = { $when ->
    [open] Você saiu de { $name } antes de ele começar; a sua vaga está livre de novo.
    [between] Você se retirou de { $name }: você não será mais emparelhado, e os seus resultados continuam valendo.
   *[running] Você se retirou de { $name }: você não será mais emparelhado, a sua partida em andamento foi encerrada como derrota sua, e os seus resultados continuam valendo.
}
community-withdraw-ask-admin = { $name } é um torneio todos contra todos em andamento: uma retirada pode anular as suas partidas para todos, por isso só o administrador pode retirar um jogador. Escreva para ele.
community-cannot-withdraw = Você não pode se retirar de { $name }: não joga nele, já se retirou ou ele já terminou.
community-no-show-withdrawn = Você perdeu por W.O. as duas últimas rodadas do torneio { $name } sem fazer nenhum lance; como manda a regra para quem não comparece, você foi retirado: não será mais emparelhado, e os seus resultados continuam valendo.
community-withdrawn-cannot-rejoin = Você se retirou do torneio { $name }, ou foi retirado: um jogador retirado não é mais emparelhado, então você não pode entrar de novo.


## The community commands as a player writes them (what the letters echo back), from
## commands.toml. An argument follows its command after a space: Nome Alice_K,
## Melhores jogadores 100, Procurar partida amistosa 1400-1800 3 dias por lance.

community-command-name = Nome
# "rating" alone is the English phrase; "Meu rating" is the Portuguese one.
community-command-rating = Meu rating
community-command-top = Melhores jogadores
community-command-player = Jogador
community-command-seek = Procurar partida
# The word a seek adds for a game that is not rated (it agrees with "partida").
community-command-casual = amistosa
community-command-range = { $min }-{ $max }
community-command-timeouts = derrotas por tempo { $max }%
community-command-seeks = Buscas
community-command-cancel-seek = Cancelar busca
community-command-join = Participar
community-command-withdraw = Sair do torneio
community-command-standings = Classificação
community-command-half-bye = Bye de meio ponto
community-command-cancel-half-bye = Cancelar o meu bye


## Why a community command's arguments could not be read, after "O pawnpost não entendeu `…`: ".

community-problem-name-missing = Nome precisa do nome que você quer, p. ex., Nome Alice_K
community-problem-tournament-missing = Participar precisa do nome do torneio, p. ex., Participar Primavera
community-problem-withdraw-missing = Sair do torneio precisa do nome do torneio, p. ex., Sair do torneio Primavera
community-problem-lineup = Escalar precisa da equipe, do tabuleiro e do jogador, p. ex., Escalar Rooks tabuleiro 2 Alice_K
community-problem-replace = Substituir precisa do jogador, do reserva e do match, p. ex., Substituir Alice_K por Zoe_K em Derby
community-problem-bad-range = `{ $text }` não é uma faixa de rating; escreva o rating mais baixo e o mais alto que você aceita, p. ex., Procurar partida 1400-1800
community-problem-bad-timeouts = `{ $text }`: escreva a maior parte de derrotas por tempo que você aceita como uma porcentagem de 0 a 100, p. ex., Procurar partida derrotas por tempo 10%
