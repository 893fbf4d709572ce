Rails.application.routes.draw do
  root 'dashboard#show'

  get    'login'  => 'sessions#new'
  post   'login'  => 'sessions#create'
  delete 'logout' => 'sessions#destroy'

  resources :orders, only: [:index, :show]
  resources :notices, only: [:index, :show]
  resources :password_resets, only: [:new, :create, :edit, :update]
end
