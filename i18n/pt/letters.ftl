# pawnpost's letters in Portuguese: subjects, news, states, refusals, footers, help.
# Decisions: Brazilian Portuguese, the player addressed as "você" (most
# Portuguese-speaking players are Brazilian; Lichess and Chess.com pt-BR use "você").
# Where a neutral form exists it is preferred to one that reads wrong in Portugal:
# "o seu lance" (article and possessive), "em curso", "à espera de", no gerund
# progressives, no clitic placed only Brazilians would place. The colours are feminine
# plural ("as brancas jogaram"; "das brancas", "às pretas"). Piece letters R D T B C
# (B is the bishop, as in English); "lance" is a move, "adversário" the opponent,
# "prazo" the forfeit timeout, a forfeit is lost "por tempo". Dates read
# "19 de dezembro de 2026, 06:06 UTC". Command words are those of commands.toml.
# pawnpost's name stays lower case ("o pawnpost" inside a sentence).
# Plurals: CLDR "one" in Portuguese is 0 and 1, so "0 dias" has its own variant.
# See i18n/README.md for the conventions.

## Shared pieces

# A number of days; $days is in the scope of the message that references it.
days-left = { $days ->
    [0] { $days } dias
    [one] { $days } dia
   *[other] { $days } dias
}

# O tempo que falta até um prazo, nunca arredondado para cima: $left_unit é `days`,
# `hours` ou `under-an-hour`; $left o número de dias ou horas inteiros.
time-left = { $left_unit ->
    [days] { $left ->
        [0] { $left } dias
        [one] { $left } dia
       *[other] { $left } dias
    }
    [hours] { $left ->
        [0] { $left } horas
        [one] { $left } hora
       *[other] { $left } horas
    }
   *[under-an-hour] menos de uma hora
}

color = { $color ->
    [white] Brancas
   *[black] Pretas
}

# A moment, to the minute, in UTC. $year $month $day $hour $minute are zero-padded
# texts; $month_number $day_number $hour_number are numbers.
date = { $day_number ->
    [1] 1º
   *[other] { $day_number }
} de { $month_number ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }, { $hour }:{ $minute } UTC

# Um momento como melhor se ouve (`Tabuleiro em palavras`): o dia e o mês por extenso,
# sem o ano (o tempo restante vem ao lado): "18 de dezembro, 17:06 UTC".
date-spoken = { $day_number ->
    [1] 1º
   *[other] { $day_number }
} de { $month_number ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
}, { $hour }:{ $minute } UTC

# Lists, joined two items at a time.
# O tipo de uma proposta, como substantivo ($kind: draw, cancel).
offer-kind = { $kind ->
    [draw] empate
   *[cancel] anulação
}

list-or = { $first } ou { $second }
# A colon after a word, as in "Lances:".
colon = :
list-semicolon = { $first }; { $second }

## Subjects

subject-game = [pawnpost #{ $game }] { CAPITALIZE($topic) } — { $white } x { $black }
subject-lobby = [pawnpost] { $topic }
subject-folded = { $more ->
    [one] {" "}(e mais { $more } resposta)
   *[other] {" "}(e mais { $more } respostas)
}

topic-your-move = sua vez: { $move }, { $said }
topic-waiting = enviado: { $move }, { $said } — aguardando { $to_act ->
    [white] as brancas
   *[black] as pretas
}
# O próprio pedido, enviado sozinho; o adversário ($to_act) tem de responder.
topic-request-sent = você { $kind ->
    [draw] propôs empate
   *[cancel] propôs anular a partida
} — aguardando a resposta { $to_act ->
    [white] das brancas
   *[black] das pretas
}
topic-not-done = não realizado — veja o motivo
topic-your-mail = a sua mensagem
topic-game-over = partida encerrada — { $outcome }
topic-request-to-answer = { $by ->
    [white] as brancas
   *[black] as pretas
} { $kind ->
    [draw] propõem empate
   *[cancel] propõem anular a partida
} — responda, por favor
topic-your-answer = a sua resposta, por favor
topic-news-from = novidades { $by ->
    [white] das brancas
   *[black] das pretas
}
topic-reminder = lembrete — o seu lance até { $deadline }
topic-begins = { $you_move ->
    [yes] a partida começa — a sua vez
   *[no] a partida começa — as brancas jogam primeiro
}
topic-handed-over = { $you_move ->
    [yes] a partida muda de jogador — a sua vez
   *[no] a partida muda de jogador — a vez do seu adversário
}

topic-challenge-sent = desafio enviado para { $to }
topic-invitation = { $from } desafia você para uma partida de xadrez
topic-challenge-declined = { $by } recusou o seu desafio
topic-you-declined = desafio recusado
topic-challenge-expired = o seu desafio para { $to } expirou
topic-invitation-expired = um desafio expirou
topic-lobby-not-done = não realizado — veja o motivo
topic-your-games = as suas partidas
topic-help = ajuda
topic-language = idioma
topic-board-style = como as suas mensagens mostram o tabuleiro
topic-too-many-mails = mensagens demais
topic-no-open-challenge = nenhum desafio aberto
topic-which-game = qual partida?
topic-nothing-done = nada foi feito
topic-confirm = confirme a sua mensagem, por favor
topic-blocked = convites bloqueados
topic-unblocked = convites desbloqueados
topic-which-challenge = qual desafio?
topic-no-authority = #{ $game }: não realizado — responda à última mensagem da partida
topic-several-games = { $count ->
    [one] uma partida
   *[other] { $count } partidas
}: o que foi feito
topic-digest = o seu resumo: { $count ->
    [one] uma partida espera
   *[other] { $count } partidas esperam
} o seu lance
topic-stale = #{ $game }: não realizado — a partida já avançou

## What happened in a game

line-you-played = Você jogou { $move }.
line-you-played-read = Você jogou { $move } (`{ $typed }` lido como { $role ->
    [pawn] peão
    [knight] cavalo
    [bishop] bispo
    [rook] torre
    [queen] dama
   *[king] rei
} { $from }–{ $to }).
line-played = { $by ->
    [white] As brancas
   *[black] As pretas
} jogaram { $move }.
line-you-requested = { $kind ->
    [draw] Você propôs empate.
   *[cancel] Você propôs anular a partida.
}
line-requests = { $by ->
    [white] As brancas
   *[black] As pretas
} { $kind ->
    [draw] propõem empate
   *[cancel] propõem anular a partida
}.
line-you-accepted = Você aceitou a proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
}.
line-your-request-accepted = A sua proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} foi aceita.
line-you-denied = Você recusou a proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
}.
line-your-request-denied = A sua proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} foi recusada (recusas até agora: { $denials }). É a sua vez.
line-you-declined-by-moving = Ao jogar, você recusou a proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
}.
line-your-request-declined-by-move = O seu adversário jogou e, com isso, recusou a sua proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
}.
line-your-claim-granted = A sua reivindicação de empate ({ $claim ->
    [threefold] tripla repetição
   *[fifty] regra dos 50 lances
}){ $has_after ->
    [yes] {" "}após { $after }
   *[no] {""}
} foi aceita.
line-opponent-claim-granted = O seu adversário reivindicou empate ({ $claim ->
    [threefold] tripla repetição
   *[fifty] regra dos 50 lances
}){ $has_after ->
    [yes] {" "}após { $after }
   *[no] {""}
}; a reivindicação está correta.
line-claim-refused = A sua reivindicação de empate foi recusada: { $has_after ->
    [yes] após { $after }, a posição teria ocorrido { $repetitions } { $repetitions ->
        [one] vez
       *[other] vezes
    } (são necessárias 3) e a contagem de meios-lances sem captura nem lance de peão estaria em { $halfmoves } (são necessários 100)
   *[no] a posição ocorreu { $repetitions } { $repetitions ->
        [one] vez
       *[other] vezes
    } (são necessárias 3) e a contagem de meios-lances sem captura nem lance de peão está em { $halfmoves } (são necessários 100)
}; a partida continua e a vez ainda é sua.
line-your-tablebase-claim-granted = A sua reivindicação { $claim ->
    [win] de vitória
   *[draw] de empate
} pelas tablebases{ $has_after ->
    [yes] {" "}após o lance anunciado { $after } (não jogado)
   *[no] {""}
} foi aceita: { $value ->
    [win] { $claim ->
        [win] as tablebases dão a vitória a você.
       *[draw] as tablebases dão até a vitória a você, mas você reivindicou empate, então o resultado é empate.
    }
   *[draw] as tablebases dão empate.
}
line-opponent-tablebase-claim-granted = O seu adversário reivindicou { $claim ->
    [win] a vitória
   *[draw] o empate
} pelas tablebases{ $has_after ->
    [yes] {" "}após o lance anunciado { $after } (não jogado)
   *[no] {""}
}; as tablebases confirmam.
line-tablebase-claim-refused = A sua reivindicação { $claim ->
    [win] de vitória
   *[draw] de empate
} pelas tablebases{ $has_after ->
    [yes] {" "}após o lance anunciado { $after }
   *[no] {""}
} foi recusada: { $why }; a partida continua e a vez ainda é sua.
line-tablebase-ending = { $claimant ->
    [white] As brancas reivindicaram
   *[black] As pretas reivindicaram
} { $claim ->
    [win] a vitória
   *[draw] o empate
} pelas tablebases{ $has_after ->
    [yes] {" "}após o lance anunciado { $after } (não jogado)
   *[no] {""}
}.
# Por que uma reivindicação pelas tablebases foi recusada, depois de dois-pontos.
tablebase-tables-say = { $value ->
    [win] as tablebases dão a vitória a você
    [draw] as tablebases só dão empate
   *[loss] pelas tablebases, você perde
}
tablebase-not-in-this-event = a competição desta partida não permite reivindicações por tablebase
tablebase-not-configured = este servidor não tem tablebases
tablebase-too-many-pieces = há { $pieces } peças no tabuleiro, e as tablebases só conhecem posições de no máximo { $max } peças
tablebase-castling = ainda há direitos de roque, e as tablebases não conhecem o roque
tablebase-no-tables = este servidor não tem tablebase para { $material }
tablebase-uncertain = a vitória está a exatamente cinquenta lances, e as tablebases não sabem dizer se cabe na regra dos 50 lances
tablebase-one-per-mail = uma mensagem só pode ter uma posição julgada pelas tablebases; envie esta reivindicação numa mensagem separada
tablebase-failed = não foi possível ler as tablebases para esta posição (o registro do servidor diz por quê)
line-you-resigned = Você abandonou a partida.
line-resigned = { $by ->
    [white] As brancas
   *[black] As pretas
} abandonaram.
line-game-over = Partida encerrada: { $outcome }.
# $why_kind: `conflicts` when $why lists conflicting commands (which may start with a
# command's name, kept as written), else `refusal` (continued in lower case).
line-not-done-move = Não realizado: o lance `{ $move }` — { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
# Um lance recusado (nada do e-mail foi jogado e é a vez do leitor): dito antes de
# tudo; $why: a recusa e os lances legais.
line-move-not-played = Nada foi jogado; continua sendo a sua vez. { $why }
line-not-done-command = Não realizado: `{ $command }` — { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-not-done = Não realizado: { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-pgn-attached = O PGN da partida vai em anexo.
line-language-now = A partir de agora, o pawnpost escreve para você em português.
line-board-style-now = { $style ->
    [words] As suas mensagens agora dizem primeiro o último lance e de quem é a vez, depois a posição em palavras: as peças de cada lado numa linha, agrupadas por tipo; sem imagem e sem diagrama. Tabuleiro em imagem ou Tabuleiro em texto traz o tabuleiro de volta.
    [text] As suas mensagens agora mostram o tabuleiro sem imagem: como tabela na parte HTML e desenhado com letras no texto simples. Tabuleiro em imagem traz a imagem de volta; Tabuleiro em palavras mostra a posição em palavras.
   *[picture] As suas mensagens agora mostram o tabuleiro como imagem, com as peças listadas na descrição da imagem. Tabuleiro em palavras mostra a posição em palavras (para leitores de tela); Tabuleiro em texto, uma tabela sem imagem.
}
line-no-command-quoted-only = A sua mensagem só tinha texto citado, então não havia nada a fazer.
line-no-command-empty = A sua mensagem estava vazia, então não havia nada a fazer.
line-no-command-not-understood = O pawnpost não encontrou nenhum comando na sua mensagem.
line-no-command-text-only = O pawnpost não encontrou nenhum comando na sua mensagem, então o seu texto não foi repassado ao seu adversário: os comentários só são enviados junto com um lance ou uma proposta.
line-not-understood = O pawnpost não entendeu `{ $text }`: { $reason }
line-not-understood-lines = { $n ->
    [one] Uma linha da sua mensagem não foi entendida.
   *[other] { $n } linhas da sua mensagem não foram entendidas.
}
line-shortened = Esta resposta foi encurtada; responda a esta mensagem para recebê-la completa.
line-comment-shortened = O seu comentário tinha { $had } caracteres; o seu adversário lê os primeiros { $max }.
line-comment-cut = Este comentário foi encurtado para os primeiros { $max } caracteres.
line-letter-cut = Esta mensagem era longa demais e foi cortada aqui; envie Partidas ou Ajuda para pedir uma parte dela.
line-last-letter-today = { $budget ->
    [one] O pawnpost envia uma mensagem por dia
   *[other] O pawnpost envia { $budget } mensagens por dia
} a um endereço que ainda não respondeu por meio de uma de suas mensagens, e esta é a última de hoje: as mensagens que você escrever antes de responder a esta ficarão sem resposta até amanhã. Responda a esta mensagem (mantendo o endereço dela) para mostrar que você lê e-mails aqui; a partir daí, toda mensagem terá resposta.
line-forfeited = { $loser ->
    [white] As brancas
   *[black] As pretas
} não responderam dentro do prazo e perderam por tempo.
line-reverse-forfeited = { $loser ->
    [white] As brancas
   *[black] As pretas
} já tinham tido duas propostas recusadas e deixaram uma terceira pendente até o fim do prazo: pela regra da perda invertida, são elas que perdem.
line-adjudicated = O administrador adjudicou a partida: { $reason }
line-reminder = Um lembrete: é a sua vez, e o prazo termina em breve.
line-game-begins = O desafio foi aceito; a partida começa.

## How a game stands

line-seat = Você joga com { $side ->
    [white] as brancas
   *[black] as pretas
} contra { $opponent }.
line-your-request-pending = A sua proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} está pendente.
line-answer-request = { $by ->
    [white] As brancas
   *[black] As pretas
} { $kind ->
    [draw] propõem empate: responda Aceitar empate ou Recusar empate.
   *[cancel] propõem anular a partida: responda Aceitar anulação ou Recusar anulação.
}
line-to-act = Prazo: { $deadline } (daqui a { time-left }); { $who ->
    [you] se você não responder até lá, perde a partida por tempo.
   *[other] se elas não responderem até lá, perdem a partida por tempo.
}
# O prazo para o ouvido (`Tabuleiro em palavras`): o dia por extenso; o prazo de derrota
# por silêncio é dito no desafio e no convite, não em cada carta.
line-to-act-spoken = Prazo: { $deadline } (daqui a { time-left }).

## Outside a game

line-challenge-sent = O seu desafio para { $opponent } está a caminho (a sua cor: { $color ->
    [white] brancas
    [black] pretas
   *[random] por sorteio
}, prazo: { days-left }).
line-hear-when-answered = Você receberá um aviso quando ele for aceito ou recusado.
# In a player's first letters (an invitation, a game's start): how to get the board in words.
line-board-words-hint = Usa um leitor de tela? Responda Tabuleiro em palavras e as suas cartas vão mostrar a posição em listas.
line-start-after = A partida começa após { $moves }.
line-start-from = A partida começa a partir desta posição (FEN): { $fen }
line-event-rules = Regras desta competição: { $rules }.
rule-leave-days = { $days ->
    [one] { $days } dia de férias por ano
   *[other] { $days } dias de férias por ano
}
rule-no-conditional-moves = sem lances condicionais
rule-no-tablebase-claims = sem reivindicações por tablebase
rule-draw-offers-from = sem propostas de empate antes do lance { $move }
line-start-chess960 = { $number ->
    [-1] A partida é de Chess960: a posição inicial é sorteada quando ela começa.
   *[other] A partida é de Chess960, a partir da posição inicial { $number }.
}
rule-publish-delay = { $plies ->
    [0] o site público mostra as partidas ao vivo
   *[other] o site público mostra uma partida em curso com { $plies ->
        [one] { $plies } meio-lance de atraso
       *[other] { $plies } meios-lances de atraso
    }
}
rule-publish-at-end = o site público só mostra os lances de uma partida depois que ela termina
rule-on-time-ask = quando um relógio acaba, o adversário decide: reivindicar a vitória ou dar tempo
rule-on-time-forfeit = quem deixa o relógio acabar perde na hora
rule-max-timeouts = só para jogadores que perderam por tempo no máximo { $max }% das partidas dos últimos { $days } dias
line-invitation = { $challenger } desafia você para uma partida de xadrez por correspondência (cor do desafiante: { $color ->
    [white] brancas
    [black] pretas
   *[random] por sorteio
}, prazo: { days-left }).
line-answer-invitation = Responda Aceitar para jogar ou Recusar.
line-challenge-declined-by = { $who } recusou o seu desafio.
line-you-declined-challenge-of = Você recusou o desafio de { $who }.
line-challenge-expired-unanswered = { $who } não respondeu a tempo ao seu desafio, que por isso expirou. Você pode enviar um novo.
line-invitation-expired = O desafio de { $who } expirou sem resposta. Se quiser jogar, peça um novo.
line-nothing-was-done = Nada foi feito: { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-your-games = As suas partidas em curso (responda à última mensagem de uma partida para jogar nela, ou escreva uma linha por partida como `#12 Cf3` para jogar em várias de uma vez):
line-game = #{ $game }  { $white } vs { $black }  lance { $fullmove }  { $to_act ->
    [you] a sua vez
    [white] vez das brancas
    [black] vez das pretas
   *[over] encerrada
}  prazo { $deadline } ({ time-left }){ $offer ->
    [their-draw] {"  "}empate proposto: responda
    [their-cancel] {"  "}anulação proposta: responda
    [your-draw] {"  "}a sua proposta de empate aguarda resposta
    [your-cancel] {"  "}a sua proposta de anulação aguarda resposta
   *[none] {""}
}
line-no-games = Você não tem partidas em curso. Comece uma com: Desafio amigo@example.org
line-games-page = { $next ->
    [0] Página { $page } de { $pages } ({ $total } partidas), a última. Envie Partidas para ver a primeira.
   *[other] Página { $page } de { $pages } ({ $total } partidas). Envie Partidas { $next } para ver a próxima.
}
line-no-such-games-page = Não existe a página { $asked }: { $pages ->
    [0] as suas partidas ocupam { $pages } páginas. Esta é a última.
    [one] as suas partidas cabem em { $pages } página. É esta.
   *[other] as suas partidas ocupam { $pages } páginas. Esta é a última.
}
line-too-many-mails = Você enviou mais de { $limit } mensagens em uma hora. O pawnpost não vai responder de novo até o fim dessa hora; nada do que a sua última mensagem pedia foi feito.
line-not-an-address = `{ $text }` não é um endereço de e-mail; escreva Desafio amigo@example.org
line-not-itself = O pawnpost não joga contra si mesmo; desafie uma pessoa.
line-too-many-open-challenges = Você já tem { $open ->
    [one] { $open } desafio aberto
   *[other] { $open } desafios abertos
} (o limite é { $max }); espere primeiro pelas respostas.
line-too-many-games = Você já tem { $active ->
    [one] { $active } partida
   *[other] { $active } partidas
} em curso (o limite é { $max }).
line-challenger-busy = { $challenger } já tem em curso o máximo de partidas permitido ({ $max }), então esta partida não pode começar agora; o desafio continua aberto: aceite-o de novo mais tarde.
line-no-open-challenge = Não há nenhum desafio aberto para você responder.
line-which-game = A sua mensagem tem comandos de partida, mas não diz a qual partida se referem. Responda à última mensagem da partida (o endereço de resposta dela contém a sua chave para essa partida).
line-no-authority = Nada foi feito: { $token ->
    [wrong] o endereço de resposta da sua mensagem não contém a sua chave para esta partida
   *[missing] a sua mensagem não veio pelo seu endereço de resposta para esta partida
}. Lances, propostas e abandonos precisam dele, para que ninguém possa jogar no seu lugar.
    Responda à última mensagem do pawnpost da partida #{ $game } (o endereço de resposta dela contém a sua chave).
line-game-section = Partida #{ $game }: { $white } contra { $black }
line-game-lines-need-proof = Nada foi feito: as linhas dirigidas a uma partida pelo seu número (#12 Cf3) só são lidas em uma resposta a uma das mensagens do pawnpost (o seu resumo diário, a mensagem de uma partida, qualquer resposta), porque só uma resposta assim prova que a mensagem é sua.
line-digest-head = { $to_act ->
    [one] Uma partida espera
   *[other] { $to_act } partidas esperam
} o seu lance{ $waiting ->
    [0] .
    [one] ; na outra, você aguarda o adversário.
   *[other] ; nas outras { $waiting }, você aguarda os adversários.
}
line-digest-waiting = Partidas em que você aguarda:
line-digest-more = { $count ->
    [one] Outra partida não aparece
   *[other] Outras { $count } partidas não aparecem
} aqui; envie Partidas para a lista completa.
line-stale = Nada foi feito: a sua mensagem responde a uma mensagem antiga da partida #{ $game }, e a partida já avançou desde então. Aqui está a partida como está agora; responda a esta mensagem.
line-confirm-please = O pawnpost recebeu deste endereço uma mensagem que pede: { $commands }. Nada foi feito ainda.
line-confirm-how = Para confirmar que a mensagem veio de você, responda a esta mensagem com Confirmar. Se não foi você que a enviou, ignore esta mensagem: nada vai acontecer, e o pawnpost não voltará a escrever para você sobre isso.
line-confirm-tip = Responder a qualquer mensagem do pawnpost comprova o seu endereço, então este passo só é necessário para as mensagens que você escreve do zero.
line-nothing-to-confirm = Não há nada a confirmar: responda Confirmar à mensagem que pede isso.
line-confirmed-before = Essa mensagem já tinha sido confirmada; nada foi feito de novo.
line-confirmation-expired = Esse pedido de confirmação tem mais de { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} e não é mais válido; envie os seus comandos de novo.
line-block-hint = Para não receber mais convites do pawnpost, responda Bloquear.
line-blocked = O pawnpost não vai mais enviar convites para você. Para voltar a recebê-los, envie Desbloquear.
line-unblocked = Você voltará a receber convites. Para recusá-los, envie Bloquear.
line-recipient-refuses = { $who } não aceita convites do pawnpost.
line-recipient-had-enough = { $who } já recebeu hoje o máximo de convites que o pawnpost envia a um mesmo endereço; tente de novo amanhã.
line-which-challenge = Vários desafios esperam a sua resposta. Responda ao convite do desafio que você quer com Aceitar ou Recusar:
line-open-challenge = { $challenger } (cor do desafiante: { $color ->
    [white] brancas
    [black] pretas
   *[random] por sorteio
}, prazo: { days-left })
line-mail-cut = A sua mensagem tinha mais de { $kb } KB, então o pawnpost leu só a primeira parte; envie textos longos em mensagens separadas.

## The letter's frame

opponent-writes = O seu adversário escreveu:
moves-heading = Lances
# Under a move list a `Board words` letter shortened to its last ten moves.
moves-earlier = Só aparecem os últimos dez lances; envie Histórico para receber todos.
help =
    Com o pawnpost, você joga xadrez por correspondência por e-mail. Responda à última mensagem de uma partida com:
      um lance: e4, Cf3, Cavalo para f3, exd5, O-O, e8=D, e2e4, 5254, Roque pequeno, en passant e5d6
      Propor empate / Aceitar empate / Recusar empate
      Propor anulação / Aceitar anulação / Recusar anulação
      Reivindicar empate (tripla repetição ou regra dos 50 lances; se quiser, com o lance: Reivindicar empate Cf3)
      Reivindicar vitória por tablebase / Reivindicar empate por tablebase (no máximo 7 peças, sem direitos de roque; se quiser, com um lance, julgado mas não jogado)
      Abandonar
      Dar 2 dias (mais tempo no relógio do seu adversário)
      Tabuleiro, Histórico, PGN, Partidas, Ajuda, Idioma pt|en|de|fr|es
    Em qualquer mensagem: Férias 7 dias, Férias até 31/12/2026, Férias de 24/12/2026 a 02/01/2027, Férias automáticas / Férias automáticas não (férias em vez de perder por tempo), Voltei, Calendário não / sim, Tabuleiro em palavras (a posição em palavras, para leitores de tela) / Tabuleiro em imagem / Tabuleiro em texto
    Para começar uma partida, escreva uma mensagem nova: Desafio amigo@example.org [brancas|pretas|sorteio] [prazo 30 dias] [3 dias por lance | Fischer 10+1]
    Responda a um desafio com Aceitar ou Recusar.
    Os comandos em inglês, como Request Draw ou Nf3, também são sempre entendidos.

footer-commands = Comandos: Tabuleiro, Histórico, PGN, Partidas, Ajuda.
footer-lobby = Envie Ajuda para ver os comandos.
footer-over = Esta partida terminou. Envie PGN para receber a notação ou Partidas para ver as suas partidas.
footer-answer = { $kind ->
    [draw] Responda Aceitar empate ou Recusar empate.
   *[cancel] Responda Aceitar anulação ou Recusar anulação.
}
footer-your-move-example = Responda com o seu lance, por exemplo { $example }; você pode acrescentar Propor empate ou enviar Abandonar.
footer-your-move = Responda com o seu lance; você pode acrescentar Propor empate ou enviar Abandonar.
footer-games = Para jogar em várias partidas de uma vez, responda com uma linha por partida: #12 Cf3, ou #12 14... Cf3 para ter certeza de que a partida continua nesse lance.
footer-wait = Aguarde o seu adversário; você pode enviar Abandonar ou Propor anulação a qualquer momento.

## Refusals

rejection-unknown-game = Você não tem nenhuma partida { $id }. Responda à última mensagem da partida que você procura ou envie Partidas para ver a lista.
rejection-not-a-player = { $address } não joga nesta partida.
rejection-game-over = A partida terminou: { $outcome }.
rejection-not-your-turn = Não é a sua vez: é a vez { $to_move ->
    [white] das brancas
   *[black] das pretas
} ({ $address }).
rejection-not-at-move = A sua linha era para o lance { $said_fullmove } { $said ->
    [white] das brancas ({ $said_fullmove }.)
   *[black] das pretas ({ $said_fullmove }...)
}, mas a partida está no lance { $fullmove } { $to_move ->
    [white] das brancas
   *[black] das pretas
}; você respondeu a um tabuleiro anterior. Abaixo está a partida como está agora.
rejection-draw-offer-too-early = Esta competição não permite propor empate antes do lance { $from }: continue jogando e proponha a partir do lance { $from }.
rejection-must-answer-first = O seu adversário { $kind ->
    [draw] propôs empate; responda Aceitar empate ou Recusar empate antes que a partida continue.
   *[cancel] propôs anular a partida; responda Aceitar anulação ou Recusar anulação antes que a partida continue.
}
rejection-awaiting-answer = A sua proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} espera a resposta do seu adversário; a partida continua assim que ela for aceita ou recusada.
rejection-no-pending-offer = Não há nenhuma proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} pendente para responder.
rejection-offer-already-pending = Já há uma proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} { $by ->
    [white] das brancas
   *[black] das pretas
} pendente; ela precisa ser respondida primeiro.
rejection-own-offer = A proposta de { $kind ->
    [draw] empate
   *[cancel] anulação
} pendente é sua; só o seu adversário pode aceitá-la ou recusá-la.
rejection-must-move-after-denial = A sua proposta foi recusada, então agora é a sua vez de jogar (ou de abandonar); você pode enviar uma nova proposta junto com um lance.
legal-moves-piece = { $role ->
    [king] Rei
    [queen] { $count ->
        [one] Dama
       *[other] Damas
    }
    [rook] { $count ->
        [one] Torre
       *[other] Torres
    }
    [bishop] { $count ->
        [one] Bispo
       *[other] Bispos
    }
    [knight] { $count ->
        [one] Cavalo
       *[other] Cavalos
    }
   *[pawn] { $count ->
        [one] Peão
       *[other] Peões
    }
}: { $moves }
legal-moves-from = { $from } para { $to }
legal-moves-groups = { $first }. { $second }
rejection-move = { $error }{ $has_legal ->
    [yes] {"\u000A"}Seus lances legais, por peça. { $legal }.
   *[no] {""}
}
rejection-conflicts = { $conflicts }.
combination-resign-with-others = Abandonar encerra a partida e não pode ser enviado junto com outros comandos de partida.
combination-accept-with-others = Aceitar uma proposta encerra a partida e não pode ser enviado junto com outros comandos de partida.
combination-moves-twice = Uma mensagem só pode conter um lance (ou um Reivindicar empate).
combination-requests-twice = Só pode haver uma proposta (de empate ou de anulação) pendente de cada vez.
combination-denies-twice = Só pode haver uma proposta pendente, então só há uma para recusar.
rejection-challenge-yourself = Você não pode desafiar o seu próprio endereço.
rejection-challenge-not-open = Este desafio não está mais aberto: { $state ->
    [accepted] já foi aceito.
    [declined] foi recusado.
   *[expired] expirou.
}
rejection-timeout-out-of-range = O prazo deve ficar entre 1 e { $max } dias.
rejection-not-a-game-command = Os desafios são enviados ao pawnpost numa mensagem nova, não na resposta a uma partida.

## Moves that are no legal move

move-illegal = `{ $text }` não é um lance legal: { $reason }.
move-ambiguous = `{ $text }` é ambíguo: pode ser { $candidates }. Acrescente a coluna ou a fileira da peça que você quer mover.
move-promotion-missing = `{ $text }` chega à última fileira: diga a que peça o peão é promovido, por exemplo { $example }.
# One move an ambiguous move could be, in notation and in words.
move-candidate = { $san } ({ $role ->
    [pawn] peão
    [knight] cavalo
    [bishop] bispo
    [rook] torre
    [queen] dama
   *[king] rei
} { $from }–{ $to })

illegal-no-piece-left = você não tem mais { $role ->
    [pawn] nenhum peão
    [knight] nenhum cavalo
    [bishop] nenhum bispo
    [rook] nenhuma torre
    [queen] nenhuma dama
   *[king] rei
}
illegal-promotion-not-on-last-rank = um peão só é promovido na última fileira
illegal-own-piece-on = já há uma peça sua em { $square }
illegal-no-piece-can-reach = { $role ->
    [pawn] nenhum peão seu pode chegar
    [knight] nenhum cavalo seu pode chegar
    [bishop] nenhum bispo seu pode chegar
    [rook] nenhuma torre sua pode chegar
    [queen] nenhuma dama sua pode chegar
   *[king] o seu rei não pode chegar
} a { $to }
illegal-does-not-escape-check = o seu rei está em xeque, e este lance não o tira do xeque
illegal-leaves-king-in-check = { $pinned ->
    [yes] o seu rei ficaria em xeque (a peça está cravada)
   *[no] o seu rei ficaria em xeque
}
illegal-castling-right-lost = você não pode mais fazer roque desse lado (o rei ou essa torre já se moveu)
illegal-castling-out-of-check = você não pode fazer roque estando em xeque
illegal-castling-blocked = há peças entre o seu rei e a torre
illegal-castling-through-check = o seu rei passaria por uma casa atacada ou terminaria nela
illegal-castling-not-possible = o roque não é possível agora (o rei ou a torre já se moveu, há uma casa ocupada entre eles, ou o rei está em xeque, passa por uma casa atacada ou termina nela)
illegal-no-piece-on = não há nenhuma peça em { $square }
illegal-not-your-piece = { $role ->
    [pawn] o peão em { $square } não é seu
    [knight] o cavalo em { $square } não é seu
    [bishop] o bispo em { $square } não é seu
    [rook] a torre em { $square } não é sua
    [queen] a dama em { $square } não é sua
   *[king] o rei em { $square } não é seu
}
illegal-only-pawns-promote = só um peão pode ser promovido, e a peça em { $from } é { $role ->
    [pawn] um peão
    [knight] um cavalo
    [bishop] um bispo
    [rook] uma torre
    [queen] uma dama
   *[king] o rei
}
illegal-no-promotion-there = { $role ->
    [pawn] o peão
    [knight] o cavalo
    [bishop] o bispo
    [rook] a torre
    [queen] a dama
   *[king] o rei
} em { $from } não é promovido em { $to }
illegal-cannot-move-to = { $role ->
    [pawn] o peão
    [knight] o cavalo
    [bishop] o bispo
    [rook] a torre
    [queen] a dama
   *[king] o rei
} em { $from } não pode ir para { $to }
illegal-not-en-passant = { $from }{ $to } não é uma captura en passant
illegal-nothing-to-capture = { $has_role ->
    [yes] não há { $role ->
        [pawn] nenhum peão adversário
        [knight] nenhum cavalo adversário
        [bishop] nenhum bispo adversário
        [rook] nenhuma torre adversária
        [queen] nenhuma dama adversária
       *[king] nenhum rei adversário
    } para capturar em { $on }
   *[no] não há nada para capturar em { $on }
}
illegal-wrong-piece = a peça em { $square } é { $role ->
    [pawn] um peão
    [knight] um cavalo
    [bishop] um bispo
    [rook] uma torre
    [queen] uma dama
   *[king] o rei
}, não { $named ->
    [pawn] um peão
    [knight] um cavalo
    [bishop] um bispo
    [rook] uma torre
    [queen] uma dama
   *[king] o rei
}

syntax-not-a-move = escreva assim: Cf3, exd5, e8=D, O-O, e2e4 ou 5254
syntax-no-such-square = não existe a casa { $square } no tabuleiro
syntax-unknown-piece = `{ $letter }` não é uma letra de peça
syntax-bad-promotion = um peão é promovido na última fileira a dama, torre, bispo ou cavalo (p. ex., e8=D)
syntax-iccf-digits = os lances numéricos ICCF usam os algarismos de 1 a 8, e de 1 a 4 para uma promoção (p. ex., 5254)
syntax-en-passant-squares = en passant precisa da casa do peão e da casa de destino, p. ex., en passant e5d6

## What was not understood

reason-unknown-command = `{ $word }` não é um comando que o pawnpost conheça — envie Ajuda para ver a lista
reason-bad-move = `{ $text }` não é um lance: { $problem }
reason-ambiguous-draw = você propõe empate (Propor empate), aceita o empate (Aceitar empate) ou o recusa (Recusar empate)?
reason-ambiguous-cancel = você propõe anular a partida (Propor anulação), aceita a anulação (Aceitar anulação) ou a recusa (Recusar anulação)?
reason-castle-side = para qual lado? Escreva Roque pequeno (O-O) ou Roque grande (O-O-O)
reason-en-passant-squares = en passant precisa da casa do peão e da casa de destino, p. ex., en passant e5d6
reason-challenge = { $problem }; escreva, p. ex., Desafio ana@example.org brancas prazo 14 dias
reason-language = o pawnpost não fala `{ $word }`; escreva Idioma pt, Idioma en, Idioma de, Idioma fr ou Idioma es
reason-question = `{ $command }?` é uma pergunta; escreva sem o ponto de interrogação, se for isso que você quer
reason-too-many-commands = comandos demais numa só mensagem; o pawnpost só lê os { $max } primeiros, por isso esta linha e o resto da mensagem não foram lidos
reason-too-many-games = uma mensagem pode dirigir-se a no máximo { $max } partidas; esta linha e o resto da mensagem não foram lidos
reason-extra-text = `{ $word }` não é um comando; escreva cada comando sozinho na sua linha e o seu comentário numa linha separada

start-no-moves = depois de `após` faltam os lances da abertura, por exemplo `após 1.e4 c5 2.Cf3 d6`
start-too-long = uma abertura pode ter no máximo { $max } meios-lances
start-illegal = { $move } (lance { $number }) não é legal nessa abertura
start-bad-fen = esse FEN não é uma posição legal (confira o campo { $field ->
    [board] posição das peças
    [turn] vez de jogar
    [castling] roques
    [en-passant] en passant
    [halfmoves] contador de meios-lances
   *[fullmoves] número do lance
})
start-both = uma abertura (`após …`) ou uma posição (`desde …`), não as duas
start-no-such-960 = as posições iniciais do Chess960 vão de 0 a 959, não { $number }
start-over = essa posição já terminou (mate, afogamento ou material insuficiente): nenhuma partida pode começar dela
challenge-no-address = Desafio precisa do endereço do seu adversário
challenge-not-an-address = `{ $text }` não é um endereço de e-mail: { $why }
challenge-timeout-days = o prazo precisa de um número de dias

address-error = { $error ->
    [empty] o endereço está vazio; escreva um como "pawnpost@example.org"
    [display-name] escreva só o endereço (como "pawnpost@example.org"), sem nome de exibição nem sinais < >
    [quoted-local-part] a parte antes da @ está entre aspas; o pawnpost só escreve para endereços simples como "ana@example.org"
    [whitespace] um endereço não contém espaços nem quebras de linha
    [invisible-character] o endereço contém um caractere invisível ou ilegível (como um byte NUL), então não é o endereço que foi digitado
    [not-local-at-domain] esperava-se um endereço da forma usuário@domínio, como "pawnpost@example.org"
    [non-ascii-local-part] a parte antes da @ contém { $char }; o pawnpost só pode escrever para endereços cuja parte antes da @ seja ASCII simples (letras de a a z, algarismos e . _ - +)
    [bad-local-part] a parte antes da @ contém { $char }, que um endereço não pode conter sem aspas
    [local-part-dots] a parte antes da @ começa ou termina com um ponto ou tem dois pontos seguidos, o que nenhum endereço válido tem
    [too-long] o endereço é mais longo do que o e-mail permite (64 caracteres antes da @, 254 no total)
    [ip-literal] o pawnpost não escreve para um endereço IP entre colchetes; use o endereço com um nome de domínio, como "ana@example.org"
   *[bad-domain] o domínio depois da @ não é um nome de servidor como "example.org"
}

conflict-two-moves = dois lances numa só mensagem: `{ $first }` e `{ $second }` — envie um só lance por mensagem
conflict-resign-with-move = um lance e Abandonar numa só mensagem: `{ $move }` e Abandonar — envie um ou outro
conflict-resign-with = Abandonar e { $command } numa só mensagem — envie um ou outro
conflict-contradicting = { $first } e { $second } numa só mensagem — envie só um dos dois
conflict-repeated = { $command } duas vezes numa só mensagem — envie-o uma vez só

## Results

termination = { $termination ->
    [checkmate] xeque-mate
    [resignation] abandono
    [stalemate] afogamento
    [insufficient_material] material insuficiente
    [agreement] acordo mútuo
    [threefold_claim] tripla repetição (reivindicada)
    [fifty_move_claim] regra dos 50 lances (reivindicada)
    [tablebase] tablebase
    [fivefold_repetition] quíntupla repetição
    [seventyfive_moves] regra dos 75 lances
    [forfeit] tempo
    [reverse_forfeit] perda invertida
    [adjudication] adjudicação
   *[cancelled] acordo mútuo
}
outcome = { $result ->
    [white] as brancas venceram por { $by }, 1-0
    [black] as pretas venceram por { $by }, 0-1
    [draw] empate por { $by }, 1/2-1/2
   *[cancelled] partida anulada por { $by } (*)
}

## Commands as a player writes them

command-request-draw = Propor empate
command-accept-draw = Aceitar empate
command-deny-draw = Recusar empate
command-request-cancel = Propor anulação
command-accept-cancel = Aceitar anulação
command-deny-cancel = Recusar anulação
command-claim-draw = Reivindicar empate
command-claim-draw-with = Reivindicar empate { $move }
command-claim-tablebase = { $claim ->
    [win] Reivindicar vitória por tablebase
   *[draw] Reivindicar empate por tablebase
}
command-claim-tablebase-with = { $claim ->
    [win] Reivindicar vitória por tablebase
   *[draw] Reivindicar empate por tablebase
} { $move }
command-resign = Abandonar
# $timeout, $control and $start come with their leading space, or empty.
command-challenge = Desafio { $opponent }{ $color ->
    [white] {" "}brancas
    [black] {" "}pretas
   *[random] {""}
}{ $timeout }{ $control }{ $start }{ $casual ->
    [yes] {" "}amistosa
   *[no] {""}
}
command-challenge-after = após { $moves }
command-challenge-from = desde { $fen }
command-challenge-timeout = prazo { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
command-accept = Aceitar
command-decline = Recusar
command-board = Tabuleiro
command-history = Histórico
command-pgn = PGN
command-games = { $page ->
    [0] Partidas
   *[other] Partidas { $page }
}
command-help = Ajuda
command-language = Idioma { $code }
command-board-style = { $style ->
    [words] Tabuleiro em palavras
    [text] Tabuleiro em texto
   *[picture] Tabuleiro em imagem
}
command-confirm = Confirmar
command-block = Bloquear
command-unblock = Desbloquear

## Notas privadas

topic-your-notes = as suas notas
line-note-kept = Nota guardada; só você a vê ({ $count ->
    [one] { $count } nota
   *[other] { $count } notas
} nesta partida).
line-notes-cleared = { $count ->
    [0] Você não tinha notas nesta partida.
    [1] A sua nota nesta partida foi apagada.
   *[other] As suas { $count } notas nesta partida foram apagadas.
}
line-no-notes = Você não tem notas nesta partida. Escreva Nota e o seu texto para guardar uma; só você as vê.
line-too-many-notes = Não guardada: você já tem { $max } notas nesta partida; envie Apagar notas para recomeçar.
notes-heading = { $older ->
    [0] As suas notas (só você as vê):
    [one] As suas notas mais recentes (só você as vê; { $older } mais antiga: envie Notas):
   *[other] As suas notas mais recentes (só você as vê; { $older } mais antigas: envie Notas):
}
notes-entry = { $move ->
    [0] antes do primeiro lance
   *[other] lance { $move }
}: { $text }
reason-note-empty = Nota precisa do texto a guardar, por exemplo Nota o cavalo vai para d5
reason-note-too-long = uma nota pode ter no máximo { $max } caracteres
command-note = Nota { $text }
command-notes = Notas
command-clear-notes = Apagar notas

## As primeiras frases de uma carta, do lado de quem a lê: de quem é a vez (ou o
## resultado, uma só vez), o último lance em palavras, o xeque e por qual peça.
headline-your-move = Sua vez ({ $side ->
    [white] brancas
   *[black] pretas
}).
headline-their-move = Vez de { $opponent } ({ $side ->
    [white] brancas
   *[black] pretas
}).
headline-over = Partida encerrada: { $result ->
    [you] você venceu por { $by }
    [opponent] { $opponent } venceu por { $by }
    [draw] empate por { $by }
   *[cancelled] partida anulada por { $by }
}.
headline-you-played = Você jogou { $move }: { $words }.
headline-played = { $opponent } jogou { $move }: { $words }.
headline-side-played = As { $side ->
    [white] brancas
   *[black] pretas
} jogaram { $move } antes de você assumir a partida: { $words }.
headline-moved = { board-role } de { $from } para { $to }
headline-taking = capturando { $yours ->
    [yes] { $role ->
        [queen] sua
        [rook] sua
       *[other] seu
    }
   *[no] { $role ->
        [queen] a
        [rook] a
       *[other] o
    }
} { board-role }{ $en_passant ->
    [yes] {" "}em { $square } en passant
   *[no] {""}
}
headline-castled = roque { $side ->
    [king] pequeno
   *[queen] grande
}, { $stays ->
    [king] o rei fica em { $king_to }, torre de { $rook_from } para { $rook_to }
    [rook] rei de { $king_from } para { $king_to }, a torre fica em { $rook_to }
    [both] o rei fica em { $king_to } e a torre em { $rook_to }
   *[none] rei de { $king_from } para { $king_to }, torre de { $rook_from } para { $rook_to }
}
# $by já traz a preposição de cada peça: "pelo bispo em b5", "pela sua dama em e5".
# Quem dá xeque, como sujeito: "O bispo em b5 dá xeque no seu rei." ($count: quantas
# peças dão xeque).
headline-check = { $you ->
    [yes] { CAPITALIZE($by) } { $count ->
        [one] dá
       *[other] dão
    } xeque no seu rei.
   *[no] { CAPITALIZE($by) } { $count ->
        [one] dá
       *[other] dão
    } xeque no rei de { $opponent }.
}
headline-checkmate = { $you ->
    [yes] { CAPITALIZE($by) } { $count ->
        [one] dá
       *[other] dão
    } xeque-mate no seu rei.
   *[no] { CAPITALIZE($by) } { $count ->
        [one] dá
       *[other] dão
    } xeque-mate no rei de { $opponent }.
}
headline-checker = { $yours ->
    [yes] { $role ->
        [queen] a sua
        [rook] a sua
       *[other] o seu
    }
   *[no] { $role ->
        [queen] a
        [rook] a
       *[other] o
    }
} { board-role } em { $square }
headline-and = { $first } e { $second }
move-short = { $castle ->
    [king] roque pequeno
    [queen] roque grande
   *[no] { board-role } { $capture ->
        [yes] captura em
       *[no] para
    } { $to }
}
