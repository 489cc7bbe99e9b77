# As palavras do tabuleiro em português (Brasil): a descrição da imagem e os nomes
# das suas casas (leitores de tela, dicas, programas que bloqueiam imagens). Rei,
# cavalo, bispo e peão são masculinos; dama e torre, femininas.

board-color = { $color ->
    [white] Brancas
   *[black] Pretas
}
board-role = { $role ->
    [pawn] peão
    [knight] cavalo
    [bishop] bispo
    [rook] torre
    [queen] dama
   *[king] rei
}
board-piece = { board-role } { $role ->
    [queen] { $color ->
        [white] branca
       *[black] preta
    }
    [rook] { $color ->
        [white] branca
       *[black] preta
    }
   *[other] { $color ->
        [white] branco
       *[black] preto
    }
}
board-square-piece = { $square }, { $piece }
board-square-empty = { $square }, vazia
board-picture = O tabuleiro visto do lado das { $color ->
    [white] brancas
   *[black] pretas
}
board-piece-on = { board-role } { $square }
board-pieces = { board-color }: { $pieces }.

# O título acima do tabuleiro numa carta HTML (imagem ou tabela).
board-heading = O tabuleiro

## A posição em palavras (`Tabuleiro em palavras`): as peças de cada lado por tipo, uma
## frase por lado, depois o último lance, o xeque e de quem é a vez; sem grade.

board-words-heading = A posição em palavras
# As peças de um lado numa frase que se entende sozinha: "Brancas: rei e1, dama d1,
# torres a1 h1, …"; "(as suas)" ($yours) marca o lado do leitor.
board-words-pieces = { board-color }{ $yours ->
    [yes] {" "}(as suas)
   *[no] {""}
}: { $kinds }.
# Um tipo de peça e as suas casas, sem vírgulas entre elas: "torres a1 h1".
board-words-kind = { $role ->
    [pawn] { $count ->
        [one] peão
       *[other] peões
    }
    [knight] { $count ->
        [one] cavalo
       *[other] cavalos
    }
    [bishop] { $count ->
        [one] bispo
       *[other] bispos
    }
    [rook] { $count ->
        [one] torre
       *[other] torres
    }
    [queen] { $count ->
        [one] dama
       *[other] damas
    }
   *[king] rei
} { $squares }
board-words-last-move = Último lance: { $move }.
board-words-moved = { $role ->
    [queen] a
    [rook] a
   *[other] o
} { board-piece } de { $from } para { $to }
# After the move and a comma: "o peão branco de e4 para d5, capturando o peão preto em d5".
board-words-taking = capturando { $role ->
    [queen] a
    [rook] a
   *[other] o
} { board-piece } em { $square }
board-words-taking-en-passant = capturando en passant o { board-piece } em { $square }
board-words-promoted = promovido a { $role ->
    [knight] cavalo
    [bishop] bispo
    [rook] torre
   *[queen] dama
}
board-words-castled = as { $color ->
    [white] brancas
   *[black] pretas
} fizeram o roque { $side ->
    [king] pequeno
   *[queen] grande
}: { $stays ->
    [king] o rei fica em { $king_to }, torre de { $rook_from } para { $rook_to }
    [rook] rei de { $king_from } para { $king_to }, a torre fica em { $rook_to }
    [both] o rei fica em { $king_to } e a torre em { $rook_to }
   *[none] rei de { $king_from } para { $king_to }, torre de { $rook_from } para { $rook_to }
}
board-words-check = As { $color ->
    [white] brancas
   *[black] pretas
} estão em xeque.
board-words-checkmate = As { $color ->
    [white] brancas
   *[black] pretas
} levaram xeque-mate.
board-words-stalemate = As { $color ->
    [white] brancas
   *[black] pretas
} não têm nenhum lance legal: afogamento.
board-words-to-move = Jogam as { $color ->
    [white] brancas
   *[black] pretas
}.
