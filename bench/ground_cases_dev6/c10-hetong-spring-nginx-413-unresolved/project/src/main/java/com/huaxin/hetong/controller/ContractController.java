package com.huaxin.hetong.controller;

import com.huaxin.hetong.service.ContractService;
import com.huaxin.hetong.service.ContractService.ContractFile;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.multipart.MultipartFile;

import java.io.IOException;
import java.util.List;

@RestController
@RequestMapping("/api/contracts")
public class ContractController {

    private final ContractService contractService;

    public ContractController(ContractService contractService) {
        this.contractService = contractService;
    }

    @PostMapping("/{contractId}/files")
    public ResponseEntity<ContractFile> upload(@PathVariable long contractId,
                                               @RequestParam("file") MultipartFile file) throws IOException {
        return ResponseEntity.ok(contractService.attach(contractId, file));
    }

    @GetMapping("/{contractId}/files")
    public List<ContractFile> list(@PathVariable long contractId) {
        return contractService.listFiles(contractId);
    }
}
