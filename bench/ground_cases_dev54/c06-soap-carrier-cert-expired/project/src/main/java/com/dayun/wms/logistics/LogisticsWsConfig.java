package com.dayun.wms.logistics;

import java.io.FileInputStream;
import java.security.KeyStore;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.oxm.jaxb.Jaxb2Marshaller;
import org.springframework.ws.client.core.WebServiceTemplate;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor;
import org.springframework.ws.soap.security.wss4j2.support.CryptoFactoryBean;
import org.springframework.ws.transport.http.HttpComponentsMessageSender;

@Configuration
public class LogisticsWsConfig {

    @Value("${logistics.ws.endpoint}")
    private String endpoint;
    @Value("${logistics.ws.keystore-path}")
    private String keystorePath;
    @Value("${logistics.ws.keystore-password}")
    private String keystorePassword;
    @Value("${logistics.ws.key-alias}")
    private String keyAlias;

    @Bean
    public Jaxb2Marshaller logisticsMarshaller() {
        Jaxb2Marshaller marshaller = new Jaxb2Marshaller();
        marshaller.setContextPath("com.jietong.ws.shipment");
        return marshaller;
    }

    @Bean
    public Wss4jSecurityInterceptor logisticsSecurity() throws Exception {
        CryptoFactoryBean crypto = new CryptoFactoryBean();
        KeyStore keyStore = KeyStore.getInstance("JKS");
        try (FileInputStream in = new FileInputStream(keystorePath)) {
            keyStore.load(in, keystorePassword.toCharArray());
        }
        crypto.setKeyStore(keyStore);
        crypto.afterPropertiesSet();

        Wss4jSecurityInterceptor interceptor = new Wss4jSecurityInterceptor();
        interceptor.setSecurementActions("Timestamp Signature");
        interceptor.setSecurementUsername(keyAlias);
        interceptor.setSecurementPassword(keystorePassword);
        interceptor.setSecurementSignatureCrypto(crypto.getObject());
        return interceptor;
    }

    @Bean
    public WebServiceTemplate logisticsTemplate(Jaxb2Marshaller logisticsMarshaller,
                                                Wss4jSecurityInterceptor logisticsSecurity) {
        WebServiceTemplate template = new WebServiceTemplate(logisticsMarshaller);
        template.setDefaultUri(endpoint);
        template.setInterceptors(new org.springframework.ws.client.support.interceptor.ClientInterceptor[] {logisticsSecurity});
        template.setMessageSender(new HttpComponentsMessageSender());
        return template;
    }
}
