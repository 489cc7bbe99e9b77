# As cartas de uma escada (issue 32, ponto 5): os jogadores ocupam posições, a 1 no
# topo, e sobem desafiando um jogador algumas posições acima. $name é o nome da escada,
# $player um nome público, $place uma posição, $date um momento escrito como as cartas
# escrevem as datas.

ladder-subject = escada { $name }

ladder-joined = Você está na escada { $name }, na posição { $place }. Você sobe desafiando um jogador até { $reach ->
    [one] uma posição
   *[other] { $reach } posições
} acima: Desafiar NOME na { $name } (ou o número da posição no lugar do NOME).
ladder-already-on = Você já está na escada { $name }, na posição { $place }.
ladder-full = A escada { $name } tem { $max } jogadores, tantos quanto aceita.
ladder-you-left = Você saiu da escada { $name }. Os jogadores abaixo de você sobem uma posição.
ladder-you-left-cancelled = Você saiu da escada { $name }; seu desafio com { $player } foi cancelado. Os jogadores abaixo de você sobem uma posição.
ladder-not-on = Você não tem posição na escada { $name }.
ladder-challenge-refused = Nenhum desafio foi feito em { $name }: { $why }.
ladder-refusal-you-are-not-on = você não tem posição nela (inscreva-se primeiro)
ladder-refusal-no-such-player = ninguém chamado { $player } tem posição nela
ladder-refusal-no-such-player-unquoted = ninguém com esse nome tem posição nela
ladder-refusal-no-such-place = ninguém ocupa a posição { $place }
ladder-refusal-yourself = você não pode desafiar a si mesmo
ladder-refusal-not-above = uma escada se sobe: desafie um jogador acima de você
ladder-refusal-too-far = esse jogador está { $places } posições acima de você, e você pode desafiar até { $reach }
ladder-refusal-you-are-busy = você já tem um desafio aberto; um de cada vez
ladder-refusal-defender-busy = { $player } já tem um desafio aberto; tente de novo quando ele terminar
ladder-refusal-too-soon = você empatou ou perdeu contra esse jogador há pouco; poderá desafiá-lo de novo a partir de { $date }
ladder-refusal-too-many-today = você já fez { $max } desafios nela hoje, tantos quanto um dia permite
ladder-refusal-too-many-games = você joga { $max } partidas, tantas quanto permitido
ladder-challenge-sent = Você desafiou { $player } (posição { $place }) na escada { $name }. A resposta deve chegar até { $date }; um desafio recusado ou sem resposta lhe dá a posição.
ladder-challenged = { $player } (posição { $their_place }) desafia você (posição { $place }) na escada { $name }. Responda até { $date }:
    Aceito o desafio da escada { $name }: começa uma partida, { $player } de brancas; se vencer, fica com a sua posição e você desce uma.
    Recuso o desafio da escada { $name }: { $player } fica com a sua posição na hora.
    Sem resposta, o desafio conta como recusado.
ladder-accepted = Você aceitou o desafio de { $player } na escada { $name }: começa a partida #{ $game }, { $player } de brancas; o primeiro e-mail dela vem a seguir.
ladder-nothing-to-answer = Nenhum desafio de escada espera a sua resposta.
ladder-which-ladder = Você foi desafiado em várias escadas: diga a qual responde, por ex. Aceito o desafio da escada NOME.
ladder-say-which = { $accept ->
    [yes] Um desafio por endereço e o seu desafio na escada { $name } esperam os dois a sua resposta; um simples “Aceito” poderia começar a partida errada. Para aceitar o da escada, escreva “Aceito o desafio da escada { $name }”; para aceitar o outro, responda ao convite dele.
   *[no] O seu desafio na escada { $name } espera a sua resposta. Um simples “Recuso” não é tomado como renúncia ao seu lugar: para recusar, escreva “Recuso o desafio da escada { $name }”.
}
ladder-game-of = Uma partida da escada { $name }: { $challenger } desafiou { $defender }. Se { $challenger } vencer, fica com a posição de { $defender }.
ladder-ended-challenger = { $ending ->
    [won] Você venceu seu desafio contra { $player } na escada { $name }: fica com a posição dele, a { $place }.
    [declined] { $player } recusou seu desafio na escada { $name }: você fica com a posição, a { $place }.
    [unanswered] { $player } não respondeu a tempo ao seu desafio na escada { $name }: você fica com a posição, a { $place }.
    [drawn] Seu desafio contra { $player } na escada { $name } terminou empatado: as posições ficam como estavam; você está na posição { $place }.
   *[lost] Você perdeu seu desafio contra { $player } na escada { $name }: as posições ficam como estavam; você está na posição { $place }.
}
ladder-ended-defender = { $ending ->
    [won] { $player } venceu o desafio contra você na escada { $name } e fica com a sua posição; você desce uma, para a { $place }.
    [declined] Você recusou o desafio de { $player } na escada { $name }: fica com a sua posição; você desce uma, para a { $place }.
    [unanswered] Você não respondeu a tempo ao desafio de { $player } na escada { $name }: fica com a sua posição; você desce uma, para a { $place }.
    [drawn] O desafio de { $player } na escada { $name } terminou empatado: você mantém a sua posição, a { $place }.
   *[lost] Você rechaçou o desafio de { $player } na escada { $name }: mantém a sua posição, a { $place }.
}
ladder-moved-down = { $player } passou à sua frente na escada { $name }; você desce uma posição, para a { $place }.
ladder-cancelled = Seu desafio com { $player } na escada { $name } foi cancelado: { $player } saiu da escada.
ladder-standings-heading = A escada { $name }: { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}.
ladder-place = { $place }. { $player }
ladder-place-challenging = { $place }. { $player } (desafia { $defender })
ladder-place-playing = { $place }. { $player } (joga contra { $defender })
ladder-empty = Ninguém ocupa uma posição ainda.
ladder-rules = Regras: desafie até { $reach ->
    [one] uma posição
   *[other] { $reach } posições
} acima, um desafio de cada vez; um desafio é respondido em { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}, senão conta como recusado; uma vitória, uma recusa ou o silêncio dão a posição, e os jogadores no meio descem uma; um empate ou uma derrota não mudam nada, e o mesmo jogador só pode ser desafiado de novo depois de { $rematch_days ->
    [one] { $rematch_days } dia
   *[other] { $rematch_days } dias
}.

## Os comandos, como os jogadores os escrevem.

ladder-command-challenge = Desafiar { $player } na { $name }
ladder-command-accept = Aceito o desafio da escada { $name }
ladder-command-decline = Recuso o desafio da escada { $name }

## A página pública da escada, e a sua linha na página inicial.

ladder-page-title = Escada { $name }
ladder-page-places = Posições
ladder-page-nobody = Ninguém ocupa uma posição ainda.
ladder-page-col-place = Posição
ladder-page-col-player = Jogador
ladder-page-open = Desafios em aberto
ladder-page-none = Nenhum.
ladder-page-col-challenger = Quem desafia
ladder-page-col-defender = Quem é desafiado
ladder-page-col-state = Situação
ladder-page-playing = jogando a partida #{ $game }
ladder-page-waiting = resposta até { $date }
ladder-page-changes = Últimas mudanças
ladder-page-col-date = Data
ladder-page-col-outcome = Resultado
ladder-page-outcome = { $ending ->
    [won] venceu, ficou com a posição { $place }
    [declined] recusado, ficou com a posição { $place }
    [unanswered] sem resposta, ficou com a posição { $place }
    [drawn] empate, nada muda
    [lost] perdeu, nada muda
   *[cancelled] cancelado
}
ladder-page-rules = Regras
ladder-page-how = Para participar, escreva “Participar { $name }”; para desafiar, “Desafiar NOME na { $name }”.
ladder-page-index-heading = Escadas
ladder-page-players = { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}

## `Jogador NOME` e a página pública do jogador: as escadas em que ocupa uma posição.
## $busy yes, no: segue um desafio em aberto; $challenge é ladder-player-challenge;
## $side challenging, challenged, playing.
ladder-player-heading = Escadas:
ladder-player-standing = { $busy ->
    [yes] { $name }: posição { $place } de { $players }; { $challenge }
   *[no] { $name }: posição { $place } de { $players }
}
ladder-player-challenge = { $side ->
    [challenging] desafia { $player }, que responde até { $date }
    [challenged] desafiado por { $player }, responde até { $date }
   *[playing] joga contra { $player } uma partida de desafio
}
ladder-page-col-ladder = Escada
ladder-page-col-challenge = Desafio
ladder-page-place-of = { $place } de { $players }
