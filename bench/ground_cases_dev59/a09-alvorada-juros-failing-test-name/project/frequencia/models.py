from django.db import models


class Turma(models.Model):
    nome = models.CharField(max_length=60)  # ex.: "Extensivo Medicina – manhã"
    ano = models.PositiveIntegerField()

    def __str__(self) -> str:
        return f"{self.nome} ({self.ano})"


class Aluno(models.Model):
    nome = models.CharField(max_length=120)
    turma = models.ForeignKey(Turma, on_delete=models.PROTECT, related_name="alunos")
    responsavel_email = models.EmailField(blank=True)
    ativo = models.BooleanField(default=True)

    def __str__(self) -> str:
        return self.nome


class Presenca(models.Model):
    class Situacao(models.TextChoices):
        PRESENTE = "P", "Presente"
        FALTA = "F", "Falta"
        JUSTIFICADA = "J", "Falta justificada"

    aluno = models.ForeignKey(Aluno, on_delete=models.CASCADE, related_name="presencas")
    dia = models.DateField()
    situacao = models.CharField(max_length=1, choices=Situacao.choices)

    class Meta:
        unique_together = [("aluno", "dia")]
