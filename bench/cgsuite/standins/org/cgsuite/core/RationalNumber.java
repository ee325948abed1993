package org.cgsuite.core;

import java.math.BigInteger;

/**
 * Stand-in for CGSuite's Scala RationalNumber (and its subclasses below): an exact fraction
 * num/den in lowest terms with den > 0, or ±infinity (den = 0). Only what the Java core calls.
 */
public class RationalNumber implements Comparable<RationalNumber> {
  final BigInteger num, den;

  RationalNumber(BigInteger num, BigInteger den) {
    if (den.signum() == 0) { this.num = BigInteger.valueOf(num.signum()); this.den = BigInteger.ZERO; return; }
    if (den.signum() < 0) { num = num.negate(); den = den.negate(); }
    BigInteger g = num.gcd(den);
    if (!g.equals(BigInteger.ONE) && g.signum() != 0) { num = num.divide(g); den = den.divide(g); }
    this.num = num; this.den = den;
  }

  public static RationalNumber of(BigInteger num, BigInteger den) {
    RationalNumber r = new RationalNumber(num, den);
    if (r.den.equals(BigInteger.ONE)) return r.num.bitLength() < 32 ? new SmallInteger(r.num) : new Integer(r.num);
    if (r.den.signum() != 0 && r.den.bitCount() == 1) return new DyadicRationalNumber(r.num, r.den);
    return r;
  }
  public static RationalNumber of(long n) { return of(BigInteger.valueOf(n), BigInteger.ONE); }

  public Integer numerator() { return (Integer) of(num, BigInteger.ONE); }
  public Integer denominator() { return (Integer) of(den, BigInteger.ONE); }
  public BigInteger bigNumerator() { return num; }
  public BigInteger bigDenominator() { return den; }
  public boolean hasZeroDenominator() { return den.signum() == 0; }
  public boolean isInfinite() { return den.signum() == 0; }
  public boolean isZero() { return num.signum() == 0 && den.signum() != 0; }
  public boolean isInteger() { return den.equals(BigInteger.ONE); }
  public boolean isSmallInteger() { return isInteger() && num.bitLength() < 32; }
  public boolean isDyadic() { return den.signum() != 0 && den.bitCount() == 1; }
  public int intValue() { return num.intValueExact(); }
  public int sign() { return num.signum(); }
  public int signum() { return num.signum(); }
  public int denominatorExponent() { return den.getLowestSetBit(); }

  public RationalNumber $plus(RationalNumber o) {
    if (den.signum() == 0) return this;
    if (o.den.signum() == 0) return o;
    return of(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
  }
  public RationalNumber $minus(RationalNumber o) { return $plus(o.unary_$minus()); }
  public RationalNumber $times(RationalNumber o) { return of(num.multiply(o.num), den.multiply(o.den)); }
  public RationalNumber $div(RationalNumber o) { return of(num.multiply(o.den), den.multiply(o.num)); }
  public RationalNumber unary_$minus() { return of(num.negate(), den); }
  public RationalNumber add(RationalNumber o) { return $plus(o); }
  public RationalNumber subtract(RationalNumber o) { return $minus(o); }
  public RationalNumber multiply(RationalNumber o) { return $times(o); }
  public RationalNumber divide(RationalNumber o) { return $div(o); }
  public RationalNumber negate() { return unary_$minus(); }
  /** (num + step)/den: the options of a dyadic p/2^k are step(−1) and step(1). */
  public DyadicRationalNumber step(RationalNumber step) { return (DyadicRationalNumber) of(num.add(step.num), den); }
  public RationalNumber abs() { return num.signum() < 0 ? negate() : this; }
  public RationalNumber max(RationalNumber o) { return compareTo(o) >= 0 ? this : o; }
  public RationalNumber min(RationalNumber o) { return compareTo(o) <= 0 ? this : o; }
  public RationalNumber mean(RationalNumber o) { return $plus(o).$div(of(2)); }
  public Integer floor() {
    BigInteger[] qr = num.divideAndRemainder(den);
    BigInteger q = qr[0];
    if (qr[1].signum() < 0) q = q.subtract(BigInteger.ONE);
    return (Integer) of(q, BigInteger.ONE);
  }
  public Integer ceiling() { return (Integer) negate().floor().negate(); }

  public boolean $less(RationalNumber o) { return compareTo(o) < 0; }
  public boolean $less$eq(RationalNumber o) { return compareTo(o) <= 0; }
  public boolean $greater(RationalNumber o) { return compareTo(o) > 0; }
  public boolean $greater$eq(RationalNumber o) { return compareTo(o) >= 0; }

  @Override public int compareTo(RationalNumber o) {
    if (den.signum() == 0 || o.den.signum() == 0) {
      int a = den.signum() == 0 ? num.signum() * 2 : 0, b = o.den.signum() == 0 ? o.num.signum() * 2 : 0;
      return java.lang.Integer.compare(a, b);
    }
    return num.multiply(o.den).compareTo(o.num.multiply(den));
  }
  @Override public boolean equals(Object o) {
    return o instanceof RationalNumber && ((RationalNumber) o).num.equals(num) && ((RationalNumber) o).den.equals(den);
  }
  @Override public int hashCode() { return num.hashCode() * 31 + den.hashCode(); }
  @Override public String toString() {
    if (den.signum() == 0) return num.signum() > 0 ? "inf" : "-inf";
    return den.equals(BigInteger.ONE) ? num.toString() : num + "/" + den;
  }
}
