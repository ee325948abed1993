package org.cgsuite.core;
import java.math.BigInteger;
public final class DyadicRationalNumber$ {
  public static final DyadicRationalNumber$ MODULE$ = new DyadicRationalNumber$();
  public DyadicRationalNumber apply(BigInteger n, BigInteger d) { return (DyadicRationalNumber) RationalNumber.of(n, d); }
  public DyadicRationalNumber apply(int n, int exp) { return (DyadicRationalNumber) RationalNumber.of(BigInteger.valueOf(n), BigInteger.ONE.shiftLeft(exp)); }
  public DyadicRationalNumber apply(Integer n, Integer d) { return (DyadicRationalNumber) RationalNumber.of(n.num, d.num); }
  public DyadicRationalNumber minSmall() { return apply(java.lang.Integer.MIN_VALUE, 0); }
  public DyadicRationalNumber maxSmall() { return apply(java.lang.Integer.MAX_VALUE, 0); }
}
