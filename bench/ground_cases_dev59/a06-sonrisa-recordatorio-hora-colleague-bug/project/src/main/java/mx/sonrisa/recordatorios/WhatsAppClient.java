package mx.sonrisa.recordatorios;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

/** Cliente mínimo de la WhatsApp Cloud API de Meta. */
@Component
public class WhatsAppClient {

    public static class EnvioFallido extends RuntimeException {
        public EnvioFallido(String mensaje, Throwable causa) { super(mensaje, causa); }
    }

    private final RestClient http;

    public WhatsAppClient(@Value("${whatsapp.phone-number-id}") String phoneId, @Value("${whatsapp.token}") String token) {
        this.http = RestClient.builder()
                .baseUrl("https://graph.facebook.com/v20.0/" + phoneId)
                .defaultHeader("Authorization", "Bearer " + token)
                .build();
    }

    public void enviarTexto(String telefono, String texto) {
        try {
            http.post().uri("/messages").contentType(MediaType.APPLICATION_JSON)
                    .body(Map.of("messaging_product", "whatsapp", "to", "52" + telefono,
                            "type", "text", "text", Map.of("body", texto)))
                    .retrieve().toBodilessEntity();
        } catch (RestClientException e) {
            throw new EnvioFallido("WhatsApp rechazó el mensaje a " + telefono, e);
        }
    }
}
