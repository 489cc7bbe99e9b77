# Matches por equipas: tabuleiro contra tabuleiro, as duas cores ao mesmo tempo em cada tabuleiro.

team-confirmed = Vai jogar no tabuleiro { $board } da equipa { $team }. As suas partidas começam assim que as duas equipas do match estiverem completas: duas partidas ao mesmo tempo contra o jogador da outra equipa no seu tabuleiro, uma com cada cor.
team-not-named = Não consta da equipa { $team }: é o capitão que escolhe os jogadores e pede ao organizador que os inscreva. Fale com o capitão.
team-game = Uma partida do match por equipas { $name } ({ $home } contra { $away }), tabuleiro { $board }: duas partidas começadas ao mesmo tempo contra o mesmo jogador, uma com cada cor.
team-decided = O match { $name } está decidido: { $home } { $score } { $away }; { $drawn ->
    [yes] o match termina empatado.
   *[no] vence { $winner }.
} As { $running } partidas ainda em curso jogam-se até ao fim: contam para os pontos por tabuleiro.
team-over = O match { $name } terminou: { $home } { $score } { $away }. { $drawn ->
    [yes] O match termina empatado.
   *[no] { $winner } vence o match.
}
