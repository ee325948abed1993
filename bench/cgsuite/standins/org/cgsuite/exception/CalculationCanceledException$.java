package org.cgsuite.exception;
public final class CalculationCanceledException$ {
  public static final CalculationCanceledException$ MODULE$ = new CalculationCanceledException$();
  public RuntimeException apply(String message, Throwable cause, scala.Option<?> token) { return new RuntimeException(message, cause); }
}
