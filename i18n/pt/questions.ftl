# Respostas a perguntas sobre o tabuleiro (`Casa d5`, `Peças cavalos`, `Fileira 5`,
# `Coluna d`, `Movimentos Cf3`, `Capturadas`): cartas curtas sem a posição, do lado do
# leitor. As peças chegam como chaves ($color: white, black; $role: pawn, knight,
# bishop, rook, queen, king) e são nomeadas pelas mensagens de board.ftl (board-role,
# board-piece, board-color, board-piece-on); $whose é `yours` (peça do leitor) ou
# `theirs`.

question-list-separator = {", "}

question-topic = { $count ->
    [one] a resposta à sua pergunta
   *[other] as respostas às suas { $count } perguntas
}

## Casa d5

question-square-empty = A casa { $square } está vazia.
question-square-piece = Em { $square }: { $whose ->
    [yours] { $role ->
        [queen] sua
        [rook] sua
       *[other] seu
    } { board-role }
   *[theirs] { $role ->
        [queen] a
        [rook] a
       *[other] o
    } { board-piece }
}.
question-square-attackers = { $count ->
    [0] { $whose ->
        [yours] Nenhuma das suas peças { $defend ->
            [yes] defende
           *[no] ataca
        } { $square }.
       *[theirs] Nenhuma peça { $color ->
            [white] branca
           *[black] preta
        } { $defend ->
            [yes] defende
           *[no] ataca
        } { $square }.
    }
   *[other] { $whose ->
        [yours] Suas peças que { $defend ->
            [yes] defendem
           *[no] atacam
        } { $square }: { $pieces }.
       *[theirs] Peças { $color ->
            [white] brancas
           *[black] pretas
        } que { $defend ->
            [yes] defendem
           *[no] atacam
        } { $square }: { $pieces }.
    }
}

## Peças cavalos, Peças brancas

question-roles = { $role ->
    [pawn] peões
    [knight] cavalos
    [bishop] bispos
    [rook] torres
    [queen] damas
   *[king] reis
}
# "Cavalos brancos (seus): b1, e5".
question-pieces = { $count ->
    [one] { $role ->
        [pawn] Peão
        [knight] Cavalo
        [bishop] Bispo
        [rook] Torre
        [queen] Dama
       *[king] Rei
    } { $role ->
        [queen] { $color ->
            [white] branca
           *[black] preta
        }{ $whose ->
            [yours] {" (sua)"}
           *[theirs] {""}
        }
        [rook] { $color ->
            [white] branca
           *[black] preta
        }{ $whose ->
            [yours] {" (sua)"}
           *[theirs] {""}
        }
       *[other] { $color ->
            [white] branco
           *[black] preto
        }{ $whose ->
            [yours] {" (seu)"}
           *[theirs] {""}
        }
    }
   *[other] { $role ->
        [pawn] Peões
        [knight] Cavalos
        [bishop] Bispos
        [rook] Torres
        [queen] Damas
       *[king] Reis
    } { $role ->
        [queen] { $color ->
            [white] brancas
           *[black] pretas
        }{ $whose ->
            [yours] {" (suas)"}
           *[theirs] {""}
        }
        [rook] { $color ->
            [white] brancas
           *[black] pretas
        }{ $whose ->
            [yours] {" (suas)"}
           *[theirs] {""}
        }
       *[other] { $color ->
            [white] brancos
           *[black] pretos
        }{ $whose ->
            [yours] {" (seus)"}
           *[theirs] {""}
        }
    }
}: { $squares }
question-pieces-none = { $whose ->
    [yours] Você não tem { question-roles }.
   *[theirs] As { $color ->
        [white] brancas
       *[black] pretas
    } não têm { question-roles }.
}

## Fileira 5, Coluna d

question-line-item = { $whose ->
    [yours] { $role ->
        [queen] sua
        [rook] sua
       *[other] seu
    } { board-role }
   *[theirs] { board-piece }
} { $square }
question-rank = { $count ->
    [0] A fileira { $name } está vazia.
   *[other] Fileira { $name }, de a até h: { $pieces }.
}
question-file = { $count ->
    [0] A coluna { $name } está vazia.
   *[other] Coluna { $name }, de 1 até 8: { $pieces }.
}

## Movimentos Cf3

question-moves = { $to_move ->
    [yes] { $whose ->
        [yours] { $role ->
            [queen] Sua
            [rook] Sua
           *[other] Seu
        } { board-role } em { $square }
       *[theirs] { $role ->
            [queen] A
            [rook] A
           *[other] O
        } { board-piece } em { $square }
    } { $count ->
        [0] não tem nenhum lance legal.
       *[other] pode ir para { $moves }.
    }
   *[no] { $whose ->
        [yours] Se fosse a sua vez, { $role ->
            [queen] sua
            [rook] sua
           *[other] seu
        } { board-role } em { $square }
       *[theirs] Se fosse a vez das { $color ->
            [white] brancas
           *[black] pretas
        }, { $role ->
            [queen] a
            [rook] a
           *[other] o
        } { board-piece } em { $square }
    } { $count ->
        [0] não teria nenhum lance legal.
       *[other] poderia ir para { $moves }.
    }
}
question-move-item = { $castles ->
    [king] roque pequeno
    [queen] roque grande
   *[none] { $to }{ $takes ->
        [pawn] {" (captura um peão)"}
        [knight] {" (captura um cavalo)"}
        [bishop] {" (captura um bispo)"}
        [rook] {" (captura uma torre)"}
        [queen] {" (captura a dama)"}
       *[none] {""}
    }{ $promotes ->
        [knight] {" (promove a cavalo)"}
        [bishop] {" (promove a bispo)"}
        [rook] {" (promove a torre)"}
        [queen] {" (promove a dama)"}
       *[none] {""}
    }
}
question-moves-not-now = { $whose ->
    [yours] { $role ->
        [queen] Sua
        [rook] Sua
       *[other] Seu
    } { board-role } em { $square }
   *[theirs] { $role ->
        [queen] A
        [rook] A
       *[other] O
    } { board-piece } em { $square }
}: os lances poderão ser ditos quando o lado em xeque tiver jogado.
question-no-piece = Não há nenhuma peça em { $square }. Envie Movimentos com a casa de uma peça, por exemplo Movimentos Cf3 ou Movimentos f3; Peças diz onde elas estão.
question-not-that-piece = Em { $square } está { $whose ->
    [yours] { $role ->
        [queen] sua
        [rook] sua
       *[other] seu
    } { board-role }
   *[theirs] { $role ->
        [queen] a
        [rook] a
       *[other] o
    } { board-piece }
}, não { $said ->
    [pawn] um peão
    [knight] um cavalo
    [bishop] um bispo
    [rook] uma torre
    [queen] uma dama
   *[king] um rei
}. Envie Movimentos { $square }.

## Capturadas

question-lost-item = { $count ->
    [one] { $role ->
        [queen] uma
        [rook] uma
       *[other] um
    } { board-role }
   *[other] { $count } { question-roles }
}
question-lost = { $count ->
    [0] { $whose ->
        [yours] Você não perdeu nenhuma peça.
       *[theirs] As { $color ->
            [white] brancas
           *[black] pretas
        } não perderam nenhuma peça.
    }
   *[other] { $whose ->
        [yours] Você perdeu: { $pieces }.
       *[theirs] As { $color ->
            [white] brancas
           *[black] pretas
        } perderam: { $pieces }.
    }
}

## As perguntas como se escrevem, e o que há de errado numa delas.

question-command-square = Casa { $square }
question-command-pieces = Peças{ $color ->
    [white] {" brancas"}
    [black] {" pretas"}
   *[any] {""}
}{ $role ->
    [pawn] {" peões"}
    [knight] {" cavalos"}
    [bishop] {" bispos"}
    [rook] {" torres"}
    [queen] {" damas"}
    [king] {" reis"}
   *[any] {""}
}
question-command-rank = Fileira { $name }
question-command-file = Coluna { $name }
question-command-moves = Movimentos { $piece }
question-command-captured = Capturadas
question-problem-square = Casa precisa de uma casa de a1 a h8, por exemplo Casa d5
question-problem-rank = Fileira precisa de um número de 1 a 8, por exemplo Fileira 5
question-problem-file = Coluna precisa de uma letra de a a h, por exemplo Coluna d
question-problem-moves = Movimentos precisa da casa de uma peça, por exemplo Movimentos Cf3, Movimentos cavalo f3 ou Movimentos f3
question-problem-pieces = Peças aceita uma cor ou um tipo de peça, por exemplo Peças brancas ou Peças cavalos, ou nada para todas
