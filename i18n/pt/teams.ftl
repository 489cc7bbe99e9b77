# Matches por equipes: tabuleiro contra tabuleiro, as duas cores ao mesmo tempo em cada tabuleiro.

team-confirmed = Você joga no tabuleiro { $board } da equipe { $team }. As suas partidas começam assim que as duas equipes do match estiverem completas: duas partidas ao mesmo tempo contra o seu adversário do mesmo tabuleiro, uma com as brancas e outra com as pretas.
team-not-named = Você não está escalado na equipe { $team }: é o capitão quem escolhe os jogadores e pede ao organizador que os inscreva. Fale com o capitão.
team-game = Uma partida do match por equipes { $name } ({ $home } contra { $away }), tabuleiro { $board }: duas partidas começadas ao mesmo tempo contra o mesmo adversário, uma com as brancas e outra com as pretas.
team-decided = O match { $name } está decidido: { $home } { $score } { $away }; { $drawn ->
    [yes] o match termina empatado.
   *[no] { $winner } vence.
} { $running ->
    [one] A partida ainda em curso vai até o fim, porque conta para os pontos por tabuleiro.
   *[other] As { $running } partidas ainda em curso vão até o fim, porque contam para os pontos por tabuleiro.
}
team-over = O match { $name } terminou: { $home } { $score } { $away }. { $drawn ->
    [yes] O match termina empatado.
   *[no] { $winner } vence o match.
}
team-standings = O match { $name }: { $home } { $score } { $away } depois de { $played } de { $games } partidas. Cada tabuleiro mostra os pontos do jogador de { $home }, primeiro a partida em que ele joga com as brancas (…: partida ainda em curso).
team-board = Tabuleiro { $board }: { $home } – { $away }: { $results }
