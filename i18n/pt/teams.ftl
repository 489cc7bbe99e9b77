# Matches por equipes: tabuleiro contra tabuleiro, as duas cores ao mesmo tempo em cada tabuleiro.

team-confirmed = Você joga no tabuleiro { $board } da equipe { $team }. As suas partidas começam assim que as duas equipes do match estiverem completas: duas partidas ao mesmo tempo contra o seu adversário do mesmo tabuleiro, uma com as brancas e outra com as pretas.
team-not-named = Você não está escalado na equipe { $team }: é o capitão quem escolhe os jogadores e os escala por mensagem. Fale com o capitão.
team-on-rival-team = Você joga por { $other }, que enfrenta { $team } num torneio por equipes no sistema todos contra todos: um jogador joga só por um lado.
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

# A página pública de um match por equipes.
team-page-title = Match por equipes { $name }
team-page-teams = { $home } contra { $away } em { $boards ->
    [one] { $boards } tabuleiro
   *[other] { $boards } tabuleiros
}: em cada tabuleiro os dois jogadores jogam duas partidas ao mesmo tempo, uma com cada cor.
team-page-league = Rodada { $round } de { $rounds } do torneio por equipes no sistema todos contra todos
team-page-score = Placar
team-page-standing = { $state ->
    [open] Ainda não começou: as partidas começam quando as duas equipes estiverem completas.
    [leads] { $team } está na frente; { $running } partidas ainda em andamento.
    [level] As equipes estão empatadas; { $running } partidas ainda em andamento.
    [decided] { $team } venceu o match; as { $running } partidas ainda em andamento contam para os pontos de tabuleiro.
    [won] { $team } venceu o match.
    [forfeit] { $team } não estava completa a tempo e perdeu o match por W.O.
    [void] Nenhuma equipe estava completa a tempo: as duas perderam o match por W.O.
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

# Os comandos do capitão: a escalação e uma substituição com o match em andamento.
team-command-lineup = Escalar { $team } tabuleiro { $board } { $player }
team-command-replace = Substituir { $player } por { $substitute } em { $name }
team-lined-up = { $confirmed ->
    [yes] { $player } agora joga no tabuleiro { $board } de { $team }.
   *[no] { $player } foi escalado no tabuleiro { $board } de { $team }. O tabuleiro só é dele com o próprio e-mail “Entrar { $team }”: o pawnpost não escreve para ele, então avise você mesmo.
}
team-not-captain = Só o capitão de { $name } pode escalar ou substituir seus jogadores.
team-no-such-team = Não existe nenhuma equipe chamada { $name }.
team-no-such-match = Não existe nenhum match por equipes chamado { $name }.
team-bad-board = Não existe tabuleiro { $board }: os tabuleiros vão de 1 a { $max }.
team-unknown-player = Não existe nenhum jogador chamado { $player }: indique o jogador pelo nome público ou pelo endereço de e-mail.
team-board-taken = O tabuleiro { $board } de { $team } está ocupado: é de { $player }.
team-match-runs = O match { $name } de { $team } está em andamento: seus tabuleiros só mudam com “Substituir JOGADOR por RESERVA em { $name }”.
team-match-not-running = { $over ->
    [yes] O match { $name } terminou: ninguém mais pode ser substituído.
   *[no] O match { $name } ainda não começou: mude seus tabuleiros com “Escalar EQUIPE tabuleiro N JOGADOR”.
}
team-not-in-match = { $player } não joga nenhuma partida do match { $name } pela sua equipe.
team-nothing-left = Todas as partidas de { $player } no match { $name } terminaram: não há nada para assumir.
team-not-on-team = { $player } não ocupou um lugar na equipe { $team }: um reserva primeiro entra na equipe com o próprio e-mail “Entrar { $team }”.
team-already-playing = { $player } já joga no match { $name }.
team-no-room = { $player } não pode assumir mais { $games } partidas: já joga { $active }, e o limite é { $max }.
team-replaced = No match { $name }, { $substitute } assume as partidas ainda em andamento de { $player } por { $team }: { $games }. As partidas terminadas mantêm o resultado.
team-you-are-replaced = Seu capitão substituiu você no match { $name } de { $team }: { $substitute } continua suas partidas ainda em andamento ({ $games }) a partir da posição em que estão. Suas partidas terminadas mantêm o resultado.
team-you-take-over = Você assume esta partida do match por equipes { $name } por { $team } no tabuleiro { $board }, no lugar de { $player }. Ela continua da posição e do relógio em que está.
team-opponent-replaced = No match por equipes { $name }, { $substitute } agora joga esta partida por { $team } no lugar de { $player }. Ela continua da posição e do relógio em que está.

# A team round robin: teams meet in team matches, one round at a time.
team-league-round = Rodada { $round } de { $rounds } do torneio por equipes no sistema todos contra todos { $league }: { $team } joga o match { $name }, { $home } contra { $away }. { $begun ->
    [yes] As duas equipes estavam completas: as partidas do match já começaram.
   *[no] As partidas do match começam assim que as duas equipes estiverem completas; uma equipe que não estiver completa até { $deadline } perde o match por W.O.
}
team-forfeited = { $why ->
    [withdrawn] { $both ->
        [yes] { $home } e { $away } se retiraram do torneio por equipes no sistema todos contra todos: as duas perdem o match { $name } por W.O., sem nenhum ponto para nenhuma das duas.
       *[no] { $loser } se retirou do torneio por equipes no sistema todos contra todos e perde o match { $name } por W.O.: { $home } { $score } { $away }.
    }
   *[late] { $both ->
        [yes] Nem { $home } nem { $away } estava completa quando acabou o prazo do match { $name }: as duas o perdem por W.O., sem nenhum ponto para nenhuma das duas.
       *[no] { $loser } não estava completa quando acabou o prazo do match { $name } e o perde por W.O.: { $home } { $score } { $away }.
    }
}
team-league-rests = { $team } não tem match na rodada { $round } de { $rounds } do torneio por equipes no sistema todos contra todos { $league }: com um número ímpar de equipes, uma fica de folga em cada rodada.
team-league-table = { $over ->
    [yes] O torneio por equipes no sistema todos contra todos { $league } terminou: { $shared ->
        [yes] dividem o primeiro lugar { $winner }.
       *[no] { $winner } vence o torneio.
    } A classificação final:
   *[no] { $played ->
        [0] O torneio por equipes no sistema todos contra todos { $league }, antes do fim da primeira rodada ({ $rounds } rodadas):
       *[other] O torneio por equipes no sistema todos contra todos { $league } depois de { $played } de { $rounds } rodadas:
    }
}
team-league-row = { $rank }. { $team }: pontos de match { $mp }, pontos de tabuleiro { $bp }, matches jogados { $matches }.

# A team letter's subject, after "[pawnpost] ".
team-subject = { $what ->
    [team] equipe { $name }
    [match] match por equipes { $name }
   *[league] torneio por equipes no sistema todos contra todos { $name }
}

# The public page of a team round robin.
team-league-page-title = Torneio por equipes no sistema todos contra todos { $name }
team-league-page-intro = { $teams } equipes se enfrentam em matches por equipes em { $boards ->
    [one] { $boards } tabuleiro
   *[other] { $boards } tabuleiros
}, uma rodada de cada vez: { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}. Os matches de uma rodada começam quando a anterior termina.
team-league-page-standing = { $over ->
    [yes] Terminado: { $shared ->
        [yes] dividem o primeiro lugar { $winner }.
       *[no] { $winner } venceu.
    }
   *[no] A rodada { $round } de { $rounds } está em curso.
}
team-league-page-table = Classificação
team-league-page-col-place = Posição
team-league-page-col-matches = Matches jogados
team-league-page-rounds = Rodadas
team-league-page-round = Rodada { $round }
team-league-page-not-yet = Ainda não começou.
team-league-page-rests = { $team } fica de folga nesta rodada.
team-league-page-how = A classificação ordena as equipes por pontos de match, depois por pontos de tabuleiro, depois pelo confronto direto entre duas equipes ainda empatadas; as equipes que continuarem empatadas dividem a posição (listadas pela ordem inicial). Um match conta assim que todas as suas partidas terminam.
team-league-page-index-heading = Torneios por equipes no sistema todos contra todos
team-league-page-index-line = { $teams } equipes, { $over ->
    [yes] { $shared ->
        [yes] primeiro lugar dividido entre { $winner }
       *[no] vencido por { $winner }
    }
   *[no] rodada { $round } de { $rounds }
}
