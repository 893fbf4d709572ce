package com.acme.cms.controller;

import com.acme.cms.common.Result;
import com.acme.cms.service.OssService;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

import java.util.Map;
import java.util.Set;

@Slf4j
@RestController
@RequestMapping("/api/upload")
@RequiredArgsConstructor
public class UploadController {

    private static final Set<String> IMAGE_TYPES = Set.of("image/jpeg", "image/png", "image/webp", "image/gif");

    private final OssService ossService;

    @PostMapping("/image")
    public Result<Map<String, String>> image(@RequestParam("file") MultipartFile file) throws Exception {
        if (file.isEmpty()) {
            return Result.fail(400, "文件为空");
        }
        if (!IMAGE_TYPES.contains(file.getContentType())) {
            return Result.fail(400, "只支持 jpg/png/webp/gif");
        }
        String url = ossService.put("cms/images/", file.getOriginalFilename(), file.getInputStream(), file.getSize());
        log.info("image uploaded name={} size={} url={}", file.getOriginalFilename(), file.getSize(), url);
        return Result.ok(Map.of("url", url));
    }
}
