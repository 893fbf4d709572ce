from decimal import Decimal

from django.db import models


class Mensalidade(models.Model):
    class Status(models.TextChoices):
        ABERTA = "aberta", "Em aberto"
        PAGA = "paga", "Paga"
        CANCELADA = "cancelada", "Cancelada"

    aluno = models.ForeignKey("frequencia.Aluno", on_delete=models.PROTECT, related_name="mensalidades")
    competencia = models.CharField(max_length=7, help_text="AAAA-MM")
    valor = models.DecimalField(max_digits=8, decimal_places=2)
    vencimento = models.DateField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ABERTA)
    pago_em = models.DateField(null=True, blank=True)
    valor_pago = models.DecimalField(max_digits=8, decimal_places=2, null=True, blank=True)

    class Meta:
        unique_together = [("aluno", "competencia")]
        ordering = ["-competencia"]

    def __str__(self) -> str:
        return f"{self.aluno} {self.competencia} R$ {self.valor}"

    @property
    def em_aberto(self) -> bool:
        return self.status == self.Status.ABERTA

    def total_com_encargos(self, pago_em) -> Decimal:
        from financeiro.cobranca import calcular_encargos

        return self.valor + calcular_encargos(self.valor, self.vencimento, pago_em).total
