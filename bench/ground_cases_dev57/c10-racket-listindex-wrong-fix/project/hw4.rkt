#lang racket
;; CS 135-style HW4: recursion on lists and trees.
;; Only basic recursion: no foldl/foldr/map/filter (see README).
(provide list-index flatten remove-dups count-leaves tree-sum take-while)

;; (list-index pred lst) -> natural or #f
(define (list-index pred lst)
  (let loop ([lst lst] [i 0])
    (cond
      [(null? lst) -1]
      [(pred (car lst)) i]
      [else (loop (cdr lst) (+ i 1))])))

;; (flatten tree) -> list of the non-list leaves, left to right
(define (flatten tree)
  (cond
    [(null? tree) '()]
    [(pair? tree) (append (flatten (car tree)) (flatten (cdr tree)))]
    [else (list tree)]))

;; (remove-dups lst) -> lst without repeated elements, first occurrences kept
;; Time: O(n^2). For each element, member and remove-all each scan the rest of
;; the list (O(n)), and this happens once per element that is kept.
(define (remove-dups lst)
  (cond
    [(null? lst) '()]
    [(member (car lst) (cdr lst))
     (cons (car lst) (remove-dups (remove-all (car lst) (cdr lst))))]
    [else (cons (car lst) (remove-dups (cdr lst)))]))

(define (remove-all x lst)
  (cond
    [(null? lst) '()]
    [(equal? x (car lst)) (remove-all x (cdr lst))]
    [else (cons (car lst) (remove-all x (cdr lst)))]))

;; (count-leaves tree) -> number of non-list leaves
(define (count-leaves tree)
  (cond
    [(null? tree) 0]
    [(pair? tree) (+ (count-leaves (car tree)) (count-leaves (cdr tree)))]
    [else 1]))

;; (tree-sum tree) -> sum of the numbers in a nested list
(define (tree-sum tree)
  (cond
    [(null? tree) 0]
    [(pair? tree) (+ (tree-sum (car tree)) (tree-sum (cdr tree)))]
    [(number? tree) tree]
    [else 0]))

;; (take-while pred lst) -> longest prefix whose elements satisfy pred
(define (take-while pred lst)
  (cond
    [(null? lst) '()]
    [(pred (car lst)) (cons (car lst) (take-while pred (cdr lst)))]
    [else '()]))
