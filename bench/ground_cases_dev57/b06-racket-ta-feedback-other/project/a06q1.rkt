#lang racket
;; CS 135 A06 Q1: list recursion
(provide sum-digits my-flatten my-reverse count-if)

;; (sum-digits n) produces the sum of the decimal digits of n.
;; sum-digits: Nat -> Nat
(define (sum-digits n)
  (cond
    [(< n 10) n]
    [else (+ (remainder n 10) (sum-digits (quotient n 10)))]))

;; (my-flatten l) produces the atoms of the nested list l, left to right.
;; my-flatten: (nested-listof Any) -> (listof Any)
(define (my-flatten l)
  (cond
    [(empty? l) empty]
    [(list? (first l)) (append (my-flatten (first l)) (my-flatten (rest l)))]
    [else (cons (first l) (my-flatten (rest l)))]))

;; (my-reverse l) produces l in reverse order.
;; my-reverse: (listof Any) -> (listof Any)
(define (my-reverse l)
  (reverse-acc l empty))

;; (reverse-acc l acc) produces the elements of l in reverse order, followed by acc.
;; reverse-acc: (listof Any) (listof Any) -> (listof Any)
(define (reverse-acc l acc)
  (cond
    [(empty? l) acc]
    [else (reverse-acc (rest l) (cons (first l) acc))]))

;; (count-if pred? l) produces how many elements of l satisfy pred?.
;; count-if: (Any -> Bool) (listof Any) -> Nat
(define (count-if pred? l)
  (cond
    [(empty? l) 0]
    [(pred? (first l)) (add1 (count-if pred? (rest l)))]
    [else (count-if pred? (rest l))]))
