package mx.sonrisa.recordatorios;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import java.time.Instant;

/** Cita de un paciente. La hora se guarda como instante UTC. */
@Entity
public class Cita {

    public enum Estado { PROGRAMADA, CONFIRMADA, CANCELADA, ATENDIDA }

    @Id
    private Long id;
    private String paciente;
    private String telefono;
    private String doctor;
    private Instant inicio;
    @Enumerated(EnumType.STRING)
    private Estado estado = Estado.PROGRAMADA;
    @Column(name = "recordatorio_enviado")
    private boolean recordatorioEnviado;

    public Long getId() { return id; }
    public String getPaciente() { return paciente; }
    public String getTelefono() { return telefono; }
    public String getDoctor() { return doctor; }
    public Instant getInicio() { return inicio; }
    public Estado getEstado() { return estado; }
    public boolean isRecordatorioEnviado() { return recordatorioEnviado; }
    public void marcarRecordatorioEnviado() { this.recordatorioEnviado = true; }
}
