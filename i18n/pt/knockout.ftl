# Eliminatórias em matches de duas partidas: as suas mensagens e o seu chaveamento. Um
# match empatado vai a um desempate de mais duas partidas.

# O nome de uma fase, sozinho ou depois de uma vírgula.
knockout-round = { $round ->
    [final] Final
    [semi] Semifinal
    [quarter] Quartas de final
   *[number] Rodada { $number }
}
knockout-begins = A eliminatória { $name } começa: { $players } jogadores, { $rounds ->
    [1] uma rodada: um match de duas partidas
   *[other] { $rounds } rodadas de matches de duas partidas
}. As duas partidas de cada match são jogadas ao mesmo tempo, uma com as brancas e outra com as pretas; se o match terminar empatado, há um desempate de mais duas partidas, e, se o empate persistir, avança o melhor cabeça de chave. As partidas do seu primeiro match chegam cada uma numa mensagem própria.
knockout-game = Uma partida do seu match em { $name }, { $round }{ $extra ->
    [yes] , desempate
   *[no] {""}
}: duas partidas que começam ao mesmo tempo, uma com as brancas e outra com as pretas.
knockout-bye = { $name }: como um dos primeiros cabeças de chave, você recebe o bye na primeira rodada e avança para a seguinte ({ $next }) sem jogar. As suas partidas chegam assim que todos os matches da primeira rodada estiverem decididos.
knockout-tie = { $name }, { $round }: o seu match contra { $opponent } está empatado em { $score } após duas partidas. Começa agora um desempate de mais duas partidas, uma com as brancas e outra com as pretas (as mensagens vêm a seguir); se o empate persistir, { $higher ->
    [you] você avança como melhor cabeça de chave.
   *[opponent] { $opponent } avança como melhor cabeça de chave.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] o seu match contra { $opponent } continua empatado em { $score } após o desempate, e você avança como melhor cabeça de chave (você é o cabeça de chave nº { $seed }; { $opponent }, o nº { $opponent_seed }).
    [withdrawal] { $opponent } desistiu e você avança.
   *[points] você venceu { $opponent } por { $score }.
} { $last ->
    [yes] Você ganhou { $name }!
   *[no] O seu próximo match começa assim que todos os matches desta rodada estiverem decididos.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] o seu match contra { $opponent } continua empatado em { $score } após o desempate, e { $opponent } avança como melhor cabeça de chave ({ $opponent } é o cabeça de chave nº { $opponent_seed }; você, o nº { $seed }).
   *[points] você perdeu para { $opponent } por { $score }, e { $opponent } avança.
} { $last ->
    [yes] Você termina em segundo lugar.
   *[no] A sua participação em { $name } terminou.
}
knockout-heading = Chaveamento de { $name } (eliminatória; em curso: { $round }).
knockout-heading-over = Chaveamento final de { $name } (eliminatória): { $champion } venceu.
knockout-legend = Entre parênteses, o número de cabeça de chave ({ $seeds ->
    [stage] pela fase anterior: primeiro os vencedores de grupo, depois por posição, pontos e Sonneborn-Berger, evitando sempre que possível que dois do mesmo grupo se enfrentem na primeira rodada
   *[rating] 1: o jogador de maior rating no início
}). As duas partidas de cada match são jogadas ao mesmo tempo, uma com as brancas e outra com as pretas; se o match terminar empatado, há um desempate de mais duas partidas, e, se o empate persistir, avança o melhor cabeça de chave.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , desistiu
   *[no] {""}
})
knockout-match-bye = { $higher }: bye
knockout-match = { $higher } contra { $lower }: { $state ->
    [playing] { $score } até agora, partidas em curso
    [tied] empate em { $score }, falta o desempate
    [extra] { $score } após o desempate, { $winner } avança
    [seed] { $score } após o desempate, { $winner } avança como melhor cabeça de chave
    [withdrawal] { $score }, { $winner } avança após uma desistência
   *[points] { $score }, { $winner } avança
}
knockout-you-withdrew = Você desistiu de { $name }. { $games ->
    [0] Você não joga mais nenhum match nele.
    [one] A sua partida em curso conta como derrota; se o seu match ainda não estava decidido, o seu adversário avança.
   *[other] As suas { $games } partidas em curso contam como derrotas; se o seu match ainda não estava decidido, o seu adversário avança.
}
# The bracket's heading on the public site.
knockout-bracket = Chaveamento
