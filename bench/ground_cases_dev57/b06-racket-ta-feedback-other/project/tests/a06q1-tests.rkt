#lang racket
(require rackunit "../a06q1.rkt")

(check-equal? (sum-digits 0) 0)
(check-equal? (sum-digits 1234) 10)
(check-equal? (my-flatten '(1 (2 (3)) () 4)) '(1 2 3 4))
(check-equal? (my-flatten empty) empty)
(check-equal? (my-reverse '(1 2 3)) '(3 2 1))
(check-equal? (my-reverse empty) empty)
(check-equal? (count-if even? '(1 2 3 4 6)) 3)
(check-equal? (count-if odd? empty) 0)

;; my-reverse must be linear: 200000 elements should take well under a second.
(check-equal? (length (my-reverse (range 200000))) 200000)
