package com.nordfracht.gateway.carrier;

import java.io.File;
import javax.net.ssl.SSLContext;
import org.apache.http.conn.ssl.SSLConnectionSocketFactory;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.ssl.SSLContextBuilder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.oxm.jaxb.Jaxb2Marshaller;
import org.springframework.util.StringUtils;
import org.springframework.ws.transport.http.HttpComponentsMessageSender;

@Configuration
public class CarrierClientConfig {

    @Bean
    public Jaxb2Marshaller carrierMarshaller() {
        Jaxb2Marshaller marshaller = new Jaxb2Marshaller();
        marshaller.setContextPath("com.nordfracht.gateway.carrier.ws");
        return marshaller;
    }

    @Bean
    public HttpComponentsMessageSender carrierMessageSender(
            @Value("${carrier.keystore.path:}") String keystorePath,
            @Value("${carrier.keystore.password:}") String keystorePassword,
            @Value("${carrier.truststore.path:}") String truststorePath,
            @Value("${carrier.truststore.password:}") String truststorePassword,
            @Value("${carrier.connect-timeout}") int connectTimeout,
            @Value("${carrier.read-timeout}") int readTimeout) throws Exception {
        SSLContextBuilder ssl = SSLContextBuilder.create();
        if (StringUtils.hasText(keystorePath)) {
            char[] pw = keystorePassword.toCharArray();
            ssl.loadKeyMaterial(new File(keystorePath), pw, pw);
        }
        if (StringUtils.hasText(truststorePath)) {
            // Only the CAs in this file are trusted for the carrier, not the JVM's cacerts.
            ssl.loadTrustMaterial(new File(truststorePath), truststorePassword.toCharArray());
        }
        SSLContext context = ssl.build();
        CloseableHttpClient client = HttpClients.custom()
                .setSSLSocketFactory(new SSLConnectionSocketFactory(context))
                .addInterceptorFirst(new HttpComponentsMessageSender.RemoveSoapHeadersInterceptor())
                .build();
        HttpComponentsMessageSender sender = new HttpComponentsMessageSender(client);
        sender.setConnectionTimeout(connectTimeout);
        sender.setReadTimeout(readTimeout);
        return sender;
    }

    @Bean
    public CarrierClient carrierClient(Jaxb2Marshaller carrierMarshaller, HttpComponentsMessageSender carrierMessageSender,
                                       @Value("${carrier.endpoint}") String endpoint) {
        return new CarrierClient(carrierMarshaller, carrierMessageSender, endpoint);
    }
}
