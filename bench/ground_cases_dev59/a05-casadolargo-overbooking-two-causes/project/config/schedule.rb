# Casa do Largo – tarefas periódicas (whenever). Horas em Europe/Lisbon.
set :output, "log/cron.log"
env :TZ, "Europe/Lisbon"

# importa os calendários iCal do Airbnb (o Airbnb não tem API para nós)
every 30.minutes do
  runner "ImportarIcalAirbnbJob.perform_later"
end

# reenvia a disponibilidade completa aos canais, por segurança
every 15.minutes do
  runner "EnviarDisponibilidadeJob.perform_later(todos: true)"
end
