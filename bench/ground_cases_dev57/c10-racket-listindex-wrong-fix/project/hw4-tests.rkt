#lang racket
;; Public tests (the autograder has hidden ones too). Run: raco test hw4-tests.rkt
(require rackunit "hw4.rkt")

(check-equal? (list-index even? '(1 3 4 5)) 2)
(check-equal? (list-index symbol? '(a 1 2)) 0)
(check-equal? (list-index (lambda (x) (> x 10)) '(3 30 300)) 1)

(check-equal? (flatten '(1 (2 (3 4)) () 5)) '(1 2 3 4 5))
(check-equal? (flatten '()) '())
(check-equal? (flatten '(((a)) b)) '(a b))

(check-equal? (remove-dups '(1 2 1 3 2)) '(1 2 3))
(check-equal? (remove-dups '()) '())
(check-equal? (remove-dups '(a a a)) '(a))
(check-equal? (remove-dups '("x" "y" "x")) '("x" "y"))

(check-equal? (count-leaves '((1 2) (3 (4)) 5)) 5)
(check-equal? (count-leaves '()) 0)
(check-equal? (count-leaves '(a)) 1)
(check-equal? (count-leaves '(() (()))) 0)
(check-equal? (count-leaves '((a b) c (d (e f)))) 6)
(check-equal? (tree-sum '(1 (2 a) (3 (4)))) 10)
(check-equal? (tree-sum '()) 0)
(check-equal? (tree-sum '(x (y))) 0)

(check-equal? (take-while odd? '(1 3 4 5)) '(1 3))
(check-equal? (take-while odd? '()) '())
(check-equal? (take-while odd? '(2 3)) '())
(check-equal? (take-while symbol? '(a b 1 c)) '(a b))
