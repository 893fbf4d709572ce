#lang racket
(require rackunit "../a06q2.rkt")

(define t (list->bst '(5 3 8 1 4)))

(check-equal? (bst->list t) '(1 3 4 5 8))
(check-true (bst-member? t 4))
(check-false (bst-member? t 7))
(check-equal? (bst-height empty) 0)
(check-equal? (bst-height t) 3)
(check-equal? (bst->list (bst-insert t 7)) '(1 3 4 5 7 8))
