package com.huilian.chat.search;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class ChatSearchApplication {
    public static void main(String[] args) {
        SpringApplication.run(ChatSearchApplication.class, args);
    }
}
