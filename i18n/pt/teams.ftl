# Matches por equipes: tabuleiro contra tabuleiro, as duas cores ao mesmo tempo em cada tabuleiro.

team-confirmed = Você joga no tabuleiro { $board } da equipe { $team }. Suas partidas começam assim que as duas equipes do match estiverem completas: duas partidas ao mesmo tempo contra o jogador da outra equipe no seu tabuleiro, uma com cada cor.
team-not-named = Você não está escalado na equipe { $team }: é o capitão quem escolhe os jogadores e pede ao organizador que os inscreva. Fale com o capitão.
team-game = Uma partida do match por equipes { $name } ({ $home } contra { $away }), tabuleiro { $board }: duas partidas começadas juntas contra o mesmo jogador, uma com cada cor.
team-decided = O match { $name } está decidido: { $home } { $score } { $away }; { $drawn ->
    [yes] o match termina empatado.
   *[no] { $winner } vence.
} As { $running } partidas ainda em andamento vão até o fim: elas contam para os pontos por tabuleiro.
team-over = O match { $name } terminou: { $home } { $score } { $away }. { $drawn ->
    [yes] O match termina empatado.
   *[no] { $winner } vence o match.
}
team-standings = O match { $name }: { $home } { $score } { $away } depois de { $played } de { $games } partidas. Cada tabuleiro mostra os pontos do jogador de { $home }, primeiro a partida de brancas (… enquanto está em andamento).
team-board = Tabuleiro { $board }: { $home } – { $away }: { $results }

# A página pública de um match por equipes.
team-page-title = Match por equipes { $name }
team-page-teams = { $home } contra { $away } em { $boards ->
    [one] { $boards } tabuleiro
   *[other] { $boards } tabuleiros
}: em cada tabuleiro os dois jogadores jogam duas partidas ao mesmo tempo, uma com cada cor.
team-page-score = Placar
team-page-standing = { $state ->
    [open] Ainda não começou: as partidas começam quando as duas equipes estiverem completas.
    [leads] { $team } está na frente; { $running } partidas ainda em andamento.
    [level] As equipes estão empatadas; { $running } partidas ainda em andamento.
    [decided] { $team } venceu o match; as { $running } partidas ainda em andamento contam para os pontos de tabuleiro.
    [won] { $team } venceu o match.
   *[drawn] O match terminou empatado.
}
team-page-col-team = Equipe
team-page-col-board-points = Pontos de tabuleiro
team-page-col-match-points = Pontos de match
team-page-not-yet = ainda não decidido
team-page-boards = Tabuleiros
team-page-col-board = Tabuleiro
team-page-col-game = { $color ->
    [white] Partida de brancas para { $team }
   *[black] Partida de pretas para { $team }
}
team-page-col-board-score = Pontos de tabuleiro ({ $home }–{ $away })
team-page-nobody = ainda livre
team-page-not-started = não começou
team-page-game = nº { $game }: { $result ->
    [won] vitória de { $team }
    [drawn] empate
   *[running] em andamento
}
team-page-rules = Regras
team-page-how = Uma vitória vale 1 ponto de tabuleiro; um empate, ½. A equipe com mais pontos de tabuleiro vence o match: 2 pontos de match, 1 para cada em caso de empate. O capitão de cada equipe escolhe seus jogadores; um jogador só ocupa um tabuleiro escrevendo “Entrar EQUIPE”.
team-page-index-heading = Matches por equipes
team-page-index-line = { $home } contra { $away }{ $started ->
    [yes] , { $score }
   *[no] , ainda não começou
}
