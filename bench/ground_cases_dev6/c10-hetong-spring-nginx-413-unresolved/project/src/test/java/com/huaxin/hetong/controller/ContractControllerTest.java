package com.huaxin.hetong.controller;

import com.huaxin.hetong.service.ContractService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.web.servlet.MockMvc;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(ContractController.class)
class ContractControllerTest {

    @Autowired
    private MockMvc mvc;

    @MockBean
    private ContractService contractService;

    @Test
    void uploadPdf() throws Exception {
        var file = new MockMultipartFile("file", "a.pdf", "application/pdf", new byte[1024]);
        mvc.perform(multipart("/api/contracts/1/files").file(file)).andExpect(status().isOk());
    }
}
