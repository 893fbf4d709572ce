import 'package:dio/dio.dart';

class ApiClient {
  ApiClient(this.dio);

  final Dio dio;

  static ApiClient create(String baseUrl) {
    final dio = Dio(BaseOptions(
      baseUrl: baseUrl,
      connectTimeout: const Duration(seconds: 10),
      sendTimeout: const Duration(minutes: 2),
      receiveTimeout: const Duration(seconds: 30),
    ));
    dio.interceptors.add(LogInterceptor(requestBody: false, responseBody: false));
    return ApiClient(dio);
  }

  void setToken(String token) {
    dio.options.headers['Authorization'] = 'Bearer $token';
  }
}
