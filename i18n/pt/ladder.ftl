# As mensagens de uma escada (issue 32, ponto 5): os jogadores ocupam posições, a 1 no
# topo, e sobem desafiando um jogador algumas posições acima. $name é o nome da escada,
# $player um nome público, $place uma posição, $date um momento escrito como as mensagens
# escrevem as datas.

ladder-subject = escada { $name }

ladder-joined = Você está na escada { $name }, na posição { $place }. Para subir, desafie um jogador que esteja no máximo { $reach ->
    [one] uma posição
   *[other] { $reach } posições
} acima de você: “Desafiar NOME na escada { $name }” (no lugar de NOME, também serve o número da posição).
ladder-already-on = Você já está na escada { $name }, na posição { $place }.
ladder-full = A escada { $name } está completa: já tem { $max } jogadores, o máximo que aceita.
ladder-you-left = Você saiu da escada { $name }. Os jogadores abaixo de você sobem uma posição.
ladder-you-left-cancelled = Você saiu da escada { $name }; o desafio pendente entre você e { $player } foi cancelado. Os jogadores abaixo de você sobem uma posição.
ladder-not-on = Você não tem posição na escada { $name }.
ladder-challenge-refused = Nenhum desafio foi feito na escada { $name }: { $why }.
ladder-refusal-you-are-not-on = você não tem posição nela (inscreva-se primeiro)
ladder-refusal-no-such-player = ninguém chamado { $player } tem posição nela
ladder-refusal-no-such-player-unquoted = ninguém com esse nome tem posição nela
ladder-refusal-no-such-place = ninguém ocupa a posição { $place }
ladder-refusal-yourself = você não pode desafiar a si mesmo
ladder-refusal-not-above = você só pode desafiar jogadores que estejam acima de você
ladder-refusal-too-far = esse jogador está { $places } posições acima de você, e o máximo é { $reach }
ladder-refusal-you-are-busy = você já tem um desafio aberto, e só é permitido um de cada vez
ladder-refusal-defender-busy = { $player } já tem um desafio aberto; tente de novo quando ele terminar
ladder-refusal-too-soon = você empatou ou perdeu contra esse jogador há pouco; poderá desafiá-lo de novo a partir de { $date }
ladder-refusal-too-many-today = você já fez { $max } desafios nela hoje, o máximo por dia
ladder-refusal-too-many-games = você já joga { $max } partidas, o máximo permitido
ladder-challenge-sent = Você desafiou { $player } (posição { $place }) na escada { $name }. { $player } tem até { $date } para aceitar ou recusar; se recusar ou não responder, a posição fica com você.
ladder-challenged = { $player } (posição { $their_place }) desafia você na escada { $name }, onde você está na posição { $place }. Responda até { $date }:
    “Aceito o desafio da escada { $name }”: começa uma partida, { $player } com as brancas; se { $player } vencer, fica com a sua posição e você desce uma.
    “Recuso o desafio da escada { $name }”: { $player } fica com a sua posição imediatamente.
    Sem resposta, o desafio conta como recusado.
ladder-accepted = Você aceitou o desafio de { $player } na escada { $name }: começa a partida #{ $game }, { $player } com as brancas; a primeira mensagem dela vem a seguir.
ladder-nothing-to-answer = Nenhum desafio de escada espera a sua resposta.
ladder-which-ladder = Você foi desafiado em várias escadas: diga a qual responde, por ex. “Aceito o desafio da escada NOME”.
ladder-say-which = { $accept ->
    [yes] Um desafio enviado ao seu endereço e um desafio na escada { $name } esperam os dois a sua resposta; um simples “Aceito” poderia começar a partida errada. Para aceitar o da escada, escreva “Aceito o desafio da escada { $name }”; para aceitar o outro, responda ao convite dele.
   *[no] Um desafio na escada { $name } espera a sua resposta. Um simples “Recuso” não é tomado como renúncia à sua posição: para recusar, escreva “Recuso o desafio da escada { $name }”.
}
ladder-game-of = Uma partida da escada { $name }: { $challenger } desafiou { $defender }. Se { $challenger } vencer, fica com a posição de { $defender }.
ladder-ended-challenger = { $ending ->
    [won] Você venceu o seu desafio contra { $player } na escada { $name }: assume a posição { $place }.
    [declined] { $player } recusou o seu desafio na escada { $name }: você assume a posição { $place }.
    [unanswered] { $player } não respondeu a tempo ao seu desafio na escada { $name }: você assume a posição { $place }.
    [drawn] O seu desafio contra { $player } na escada { $name } terminou empatado: as posições não mudam; você continua na posição { $place }.
   *[lost] Você perdeu o seu desafio contra { $player } na escada { $name }: as posições não mudam; você continua na posição { $place }.
}
ladder-ended-defender = { $ending ->
    [won] { $player } venceu o desafio contra você na escada { $name } e fica com a sua posição; você desce uma posição, para a { $place }ª.
    [declined] Você recusou o desafio de { $player } na escada { $name }: { $player } fica com a sua posição; você desce uma posição, para a { $place }ª.
    [unanswered] Você não respondeu a tempo ao desafio de { $player } na escada { $name }: { $player } fica com a sua posição; você desce uma posição, para a { $place }ª.
    [drawn] O desafio de { $player } na escada { $name } terminou empatado: você continua na posição { $place }.
   *[lost] Você venceu o desafio de { $player } na escada { $name }: continua na posição { $place }.
}
ladder-moved-down = { $player } passou à sua frente na escada { $name }; você desce uma posição, para a { $place }ª.
ladder-cancelled = O desafio entre você e { $player } na escada { $name } foi cancelado: { $player } saiu da escada.
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
} acima de você, um desafio de cada vez; um desafio deve ser respondido em { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}, senão conta como recusado; uma vitória, uma recusa ou o silêncio dão a posição a quem desafiou, e os jogadores entre os dois descem uma posição; um empate ou uma derrota não mudam nada, e o mesmo jogador só pode ser desafiado de novo depois de { $rematch_days ->
    [one] { $rematch_days } dia
   *[other] { $rematch_days } dias
}.

## Os comandos, como os jogadores os escrevem.

ladder-command-challenge = Desafiar { $player } na escada { $name }
ladder-command-accept = Aceito o desafio da escada { $name }
ladder-command-decline = Recuso o desafio da escada { $name }

## A página pública da escada e a sua linha na página inicial.

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
ladder-page-how = Para participar, escreva “Participar { $name }”; para desafiar, “Desafiar NOME na escada { $name }”.
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
