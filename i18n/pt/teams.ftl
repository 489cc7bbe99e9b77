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
