module git.example.cn/crm/customer-import

go 1.22

require github.com/go-chi/chi/v5 v5.1.0
