# Eliminatórias em matches de duas partidas: as suas cartas e o seu chaveamento.

# O nome de uma fase, sozinho ou depois de uma vírgula.
knockout-round = { $round ->
    [final] Final
    [semi] Semifinal
    [quarter] Quartas de final
   *[number] Rodada { $number }
}
knockout-begins = A eliminatória { $name } começa: { $players } jogadores, { $rounds } rodadas de matches em duas partidas. Cada match são duas partidas jogadas ao mesmo tempo, uma com cada cor; um match empatado joga mais um par, e se continuar empatado avança o melhor cabeça de chave. As partidas do seu primeiro match chegam cada uma numa mensagem própria.
knockout-game = Uma partida do seu match em { $name }, { $round }{ $extra ->
    [yes] , o par extra após um empate
   *[no] {""}
}: duas partidas começadas juntas, uma com cada cor.
knockout-bye = { $name }: como um dos primeiros cabeças de chave, você folga na primeira rodada e avança para a seguinte ({ $next }) sem jogar. As suas partidas chegam assim que todos os matches da primeira rodada estiverem decididos.
knockout-tie = { $name }, { $round }: o seu match contra { $opponent } está empatado em { $score } após duas partidas. Mais um par começa agora, uma partida com cada cor (as mensagens seguem); se o match continuar empatado depois dele, { $higher ->
    [you] você avança como melhor cabeça de chave.
   *[opponent] { $opponent } avança como melhor cabeça de chave.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] o seu match contra { $opponent } continua empatado em { $score } após o par extra, e você avança como melhor cabeça de chave (cabeça de chave { $seed }, { $opponent } { $opponent_seed }).
    [withdrawal] { $opponent } desistiu, e você avança.
   *[points] você venceu { $opponent } por { $score }.
} { $last ->
    [yes] Você vence { $name }!
   *[no] O seu próximo match começa assim que todos os matches desta rodada estiverem decididos.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] o seu match contra { $opponent } continua empatado em { $score } após o par extra, e { $opponent } avança como melhor cabeça de chave (cabeça de chave { $opponent_seed }, você { $seed }).
   *[points] { $opponent } venceu você por { $score } e avança.
} { $last ->
    [yes] Você termina em segundo lugar.
   *[no] A sua participação em { $name } terminou.
}
knockout-heading = Chaveamento de { $name } (eliminatória; em andamento: { $round }).
knockout-heading-over = Chaveamento final de { $name } (eliminatória): { $champion } vence.
knockout-legend = Entre parênteses, o cabeça de chave, { $seeds ->
    [stage] pela fase anterior: primeiro os vencedores de grupo, depois por posição, pontos e Sonneborn-Berger, evitando sempre que possível que dois do mesmo grupo se enfrentem na primeira rodada
   *[rating] 1 o de maior rating no início
}. Cada match são duas partidas jogadas ao mesmo tempo, uma com cada cor; um match empatado joga mais um par, e se continuar empatado avança o melhor cabeça de chave.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , desistiu
   *[no] {""}
})
knockout-match-bye = { $higher }: folga
knockout-match = { $higher } contra { $lower }: { $state ->
    [playing] { $score } até agora, partidas em andamento
    [tied] empate em { $score }, falta mais um par
    [extra] { $score } após o par extra, { $winner } avança
    [seed] { $score } após o par extra, { $winner } avança como melhor cabeça de chave
    [withdrawal] { $score }, { $winner } avança após uma desistência
   *[points] { $score }, { $winner } avança
}
knockout-you-withdrew = Você desistiu de { $name }. { $games ->
    [0] Você não joga mais nenhum match nele.
    [one] A sua partida em andamento terminou como derrota sua; um match que ela não tinha decidido vai para o seu adversário.
   *[other] As suas { $games } partidas em andamento terminaram como derrotas suas; um match que elas não tinham decidido vai para o seu adversário.
}
# The bracket's heading on the public site.
knockout-bracket = Chaveamento
