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
