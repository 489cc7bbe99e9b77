# O site público (pawnpost publish): cada frase das suas páginas e do seu feed Atom.
# Português.
#
# Chaves que o código passa como texto, para escolher as palavras:
#   $result       white, black, draw, cancelled (uma partida terminada), running
#   $color        white, black (a cor de um jogador)
#   $outcome      won, drawn, lost, cancelled (uma partida, para o jogador da página)
#   $kind         rated, casual
#   $provisional  yes, no (um rating ainda provisório)
#   $state        open, running, finished (um torneio)
#   $format       single, double (um torneio todos contra todos)
# $site é o nome do servidor (server.name); $white, $black, $label, $opponent são
# nomes públicos ou rótulos (player12); $event o nome de um torneio.

## Em cada página.

publish-nav = Site
publish-nav-home = Início
publish-nav-top = Melhores jogadores
publish-nav-feed = Partidas terminadas (feed Atom)
publish-footer = Xadrez por correspondência por e-mail em { $site }. Os jogadores aparecem só com o seu nome público.
# Um termo e o seu valor: "Ritmo: 3 dias por lance".
publish-fact = { $term }: { $value }
publish-none = Nenhuma ainda.
publish-newest-shown = As { $shown } mais recentes estão listadas.

## Palavras das tabelas e listas.

publish-col-game = Partida
publish-col-white = Brancas
publish-col-black = Pretas
publish-col-event = Competição
publish-col-result = Resultado
publish-col-ended = Fim
publish-col-started = Início
publish-col-player = Jogador
publish-col-rating = Rating
publish-col-kind = Tipo
publish-col-time-control = Ritmo
publish-col-range = Rating do adversário
publish-col-since = Publicada
publish-col-rank = Posição
publish-col-rated-games = Partidas ranqueadas
publish-col-points = Pontos
publish-col-sb = Sonneborn-Berger
publish-col-round = Rodada
publish-col-move = Lance
publish-col-opponent = Adversário
publish-col-color = Cor
publish-col-before = Antes
publish-col-after = Depois
publish-col-change = Variação
publish-col-state = Situação
publish-col-seats = Vagas
publish-col-seat = Nº
publish-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [cancelled] anulada
   *[running] em curso
}
publish-outcome = { $outcome ->
    [won] vitória
    [drawn] empate
    [lost] derrota
   *[cancelled] anulada
}
publish-color = { $color ->
    [white] Brancas
   *[black] Pretas
}
publish-kind = { $kind ->
    [rated] ranqueada
   *[casual] amistosa
}
publish-rating = { $rating }{ $provisional ->
    [yes] {" "}(provisório)
   *[no] {""}
}
publish-any-rating = qualquer
publish-server-control = o do servidor
publish-single-game = partida avulsa
publish-event-round = { $event }, rodada { $round }
publish-state = { $state ->
    [open] inscrições abertas
    [running] em curso
   *[finished] terminado
}

## O início: a central de desafios.

publish-index-title = { $site }: xadrez por correspondência
publish-running-heading = Partidas em curso
publish-running-count = { $count ->
    [0] Nenhuma partida está em curso.
    [one] Uma partida está em curso.
   *[other] { $count } partidas estão em curso.
}
publish-running-delay = Os lances de uma partida em curso aparecem com atraso, para que ninguém possa acompanhá-la ao vivo e aconselhar um jogador.
publish-results-heading = Resultados recentes
publish-seeks-heading = Buscas abertas
publish-seeks-count = { $count ->
    [0] Nenhuma busca está aberta.
    [one] Um jogador procura um adversário.
   *[other] { $count } jogadores procuram um adversário.
}
publish-seeks-how = Para aceitar uma, publique por e-mail uma busca do mesmo tipo: o servidor a emparelha com a primeira que servir.
publish-tournaments-heading = Torneios

## A página de uma partida.

publish-game-title = Partida { $game }: { $white } – { $black }
publish-game-facts = Sobre a partida
publish-game-event = Competição
publish-game-started = Início
publish-game-ended = Fim
publish-game-result = Resultado
publish-game-ended-by = { $result ->
    [white] As brancas venceram por { $by }.
    [black] As pretas venceram por { $by }.
    [draw] Empate por { $by }.
   *[cancelled] Anulada por { $by }.
}
publish-game-running = Em curso.
publish-game-time-control = Ritmo
publish-game-silence = Regra do silêncio
publish-game-silence-days = { $days ->
    [0] perde quem ficar { $days } dias sem jogar
    [one] perde quem ficar { $days } dia sem jogar
   *[other] perde quem ficar { $days } dias sem jogar
}
publish-game-position = Posição
publish-game-position-start = A posição inicial.
publish-game-position-after = A posição após { $move }.
publish-game-delay-end = Enquanto a partida está em curso, os seus lances não são públicos; aparecem quando ela termina.
publish-game-delay-plies = { $plies ->
    [one] Enquanto a partida está em curso, o seu último meio-lance não aparece.
   *[other] Enquanto a partida está em curso, os seus últimos { $plies } meios-lances não aparecem.
}
publish-game-moves = Lances
publish-game-no-moves = Nenhum lance aparece.
publish-game-pgn = Baixar a partida em PGN
publish-game-ratings = Ratings antes da partida: brancas { $white }, pretas { $black }.

## A página de um jogador.

publish-player-title = Jogador { $label }
publish-player-history = Histórico do rating
publish-player-results = Resultados
publish-player-current = Partidas em curso
publish-player-tournaments = Torneios

## A classificação.

publish-top-title = Melhores jogadores
publish-top-intro = Os jogadores de melhor rating com pelo menos { $games ->
    [one] { $games } partida ranqueada terminada
   *[other] { $games } partidas ranqueadas terminadas
}. Um rating é provisório durante { $provisional ->
    [one] a primeira partida ranqueada
   *[other] as primeiras { $provisional } partidas ranqueadas
}.

## A página de um torneio.

publish-tournament-title = Torneio { $event }
publish-tournament-facts = Sobre o torneio
publish-tournament-format = { $format ->
    [single] Todos contra todos em turno único
    [knockout] Eliminatória em matches de duas partidas, cabeças de chave por rating, as duas partidas de um match ao mesmo tempo; um match empatado joga mais um par e depois avança o melhor cabeça de chave
    [swiss] Sistema suíço (sistema holandês da FIDE) de { $rounds } rodadas, cada uma emparelhada quando termina a última partida da anterior
   *[double] Todos contra todos em dois turnos: cada par se enfrenta duas vezes, com as cores trocadas
}, { $kind ->
    [rated] ranqueado
   *[casual] amistoso
}.
publish-tournament-seats = { $taken } de { $size } vagas ocupadas.
publish-tournament-start-after = Cada partida começa após { $moves }.
publish-tournament-start-from = Cada partida começa desta posição (FEN): { $fen }
publish-tournament-crosstable = Tabela cruzada
publish-tournament-crosstable-note = Os pontos, depois o desempate Sonneborn-Berger (os pontos dos adversários vencidos mais metade dos pontos daqueles com quem o jogador empatou). { $finished } de { $total ->
    [one] { $total } partida terminada
   *[other] { $total } partidas terminadas
}.
publish-tournament-withdrawn = † retirado
publish-tournament-players = Jogadores
publish-tournament-games = Partidas

## O feed Atom das partidas terminadas.

publish-feed-title = { $site }: partidas terminadas
publish-feed-entry = { $white } – { $black }: { publish-result }
