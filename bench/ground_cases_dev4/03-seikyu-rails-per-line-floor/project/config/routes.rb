Rails.application.routes.draw do
  resources :invoices, only: %i[index show]
  resources :receipts, only: %i[show]
end
