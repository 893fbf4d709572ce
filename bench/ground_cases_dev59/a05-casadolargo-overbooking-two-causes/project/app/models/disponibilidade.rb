# Quantos quartos de cada tipo estão livres em cada noite. É o que mandamos aos canais.
class Disponibilidade
  def self.para(quarto, de, ate)
    new(quarto).noites(de, ate)
  end

  def initialize(quarto)
    @quarto = quarto
  end

  # { Date => 0 ou 1 } para cada noite em [de, ate)
  def noites(de, ate)
    (de...ate).index_with { |noite| livre?(noite) ? 1 : 0 }
  end

  def livre?(noite)
    chave = "disp:#{@quarto.id}:#{noite.iso8601}"
    # a página de calendário do balcão chama isto centenas de vezes; guardamos 10 minutos
    Rails.cache.fetch(chave, expires_in: 10.minutes) do
      !Reserva.sobrepostas(noite, noite + 1).where(quarto_id: @quarto.id).exists? &&
        !@quarto.bloqueios.where("? BETWEEN inicio AND fim", noite).exists?
    end
  end

  def self.resumo(quartos, de, ate)
    quartos.map do |q|
      livres = para(q, de, ate).values.sum
      "#{q.numero}: #{livres}/#{(ate - de).to_i} noites livres"
    end
  end
end
