# bin/rails reservas:sobreposicoes[60]
namespace :reservas do
  desc "Lista reservas ativas que se sobrepõem no mesmo quarto nos próximos N dias (60 por omissão)"
  task :sobreposicoes, [:dias] => :environment do |_t, args|
    dias = (args[:dias] || 60).to_i
    de = Date.current
    ate = de + dias
    encontradas = 0

    Quarto.ativos.order(:numero).each do |quarto|
      reservas = quarto.reservas.ativas.where("check_in < ? AND check_out > ?", ate, de).order(:check_in).to_a
      reservas.combination(2).each do |a, b|
        next unless a.check_in < b.check_out && b.check_in < a.check_out

        encontradas += 1
        puts format("Quarto %-4s %s..%s %-8s %-25s  x  %s..%s %-8s %s",
                    quarto.numero, a.check_in, a.check_out, a.canal, a.hospede_nome,
                    b.check_in, b.check_out, b.canal, b.hospede_nome)
      end
    end

    puts encontradas.zero? ? "Nenhuma sobreposição nos próximos #{dias} dias." : "#{encontradas} sobreposição(ões)."
  end

  desc "Quantas noites livres tem cada quarto nos próximos N dias"
  task :livres, [:dias] => :environment do |_t, args|
    dias = (args[:dias] || 30).to_i
    puts Disponibilidade.resumo(Quarto.ativos.order(:numero), Date.current, Date.current + dias)
  end
end
