Rails.application.routes.draw do
  namespace :admin do
    resources :customers, only: %i[index show edit update]
    resources :customer_imports, only: %i[new create show]
  end

  root "admin/customers#index"
end
