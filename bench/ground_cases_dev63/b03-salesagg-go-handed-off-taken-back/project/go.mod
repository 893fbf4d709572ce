module github.com/kurumi-foods/salesagg

go 1.22
